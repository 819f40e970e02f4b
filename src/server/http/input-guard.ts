import type { FastifyInstance } from 'fastify';
import { defineMessages } from '../../shared/i18n/define-messages.js';
import { HttpError } from './errors.js';

/** Issue 16: a member may paste such a character into a form, so the refusal is in Malay. */
export const INPUT_GUARD_MESSAGES = defineMessages('INPUT_GUARD_MESSAGES', {
  invalidCharacter: 'Data yang dihantar mengandungi aksara yang tidak sah.',
} as const);

// A UTF-16 surrogate standing alone (in `u` mode a well-formed pair is one code point, not Cs).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The one rule for text no field of ours takes (docs/architecture.md#request-path): a NUL, which
 * PostgreSQL refuses and would surface as a 500 deep inside a query, and a lone UTF-16
 * surrogate (a JSON `\ud800` escape), which is no character at all: it cannot be written as
 * UTF-8, so it would be stored as something else than was sent, or break what reads it.
 */
export function isInvalidText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Whether `value` holds invalid text in a string or a key, as deep as `maxDepth` levels: no form
 * takes a value nested deeper, so deeper text is refused by the form's schema and never stored.
 */
export function holdsInvalidText(value: unknown, maxDepth = 8, depth = 0): boolean {
  if (typeof value === 'string') return isInvalidText(value);
  if (depth > maxDepth || value === null || typeof value !== 'object') return false;
  // An uploaded file (a tool's logo) is bytes, not text.
  if (value instanceof Uint8Array) return false;
  return Object.entries(value).some(
    ([key, v]) => isInvalidText(key) || holdsInvalidText(v, maxDepth, depth + 1),
  );
}

/** Such text anywhere in a request's query, parameters or body is refused at the door, as bad input. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      holdsInvalidText(request.query) ||
      holdsInvalidText(request.params) ||
      holdsInvalidText(request.body)
    ) {
      throw new HttpError(400, 'validation_failed', INPUT_GUARD_MESSAGES.invalidCharacter);
    }
  });
}
