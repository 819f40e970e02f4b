import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Issue 16: a member may paste such a character into a form, so the refusal is in Malay. */
export const INVALID_CHARACTER = 'Data yang dihantar mengandungi aksara yang tidak sah.';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL refuses text containing NUL, which would surface as a 500 deep inside a query;
 * no field of ours has a use for it, so it is refused at the door as bad input.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new HttpError(400, 'validation_failed', INVALID_CHARACTER);
    }
  });
}
