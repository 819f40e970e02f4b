import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES, type ApiErrorBody } from '../../shared/api.js';
import { defineMessages } from '../../shared/i18n/define-messages.js';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';
import { withLanguage } from '../i18n/request-language.js';
import { InvalidCursorError } from '../db/paging.js';
import { RowNotFoundError } from '../db/require-row.js';
import { isDatabaseUnavailable, isWriteConflict } from '../db/unavailable.js';

/** A failure the client should see as is: status, machine code and a person-readable message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** A 400 whose message belongs under one field of the form that sent it. */
export const fieldError = (code: string, field: string, message: string) =>
  new HttpError(400, code, message, { [field]: message });

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** A message given as a function is read when the answer is sent: in the request's language. */
const refusal = (status: number, code: string, message: string | (() => string)): ErrorAnswer => ({
  status,
  get body() {
    return errorBody(code, typeof message === 'string' ? message : message());
  },
});

// Issue 16: what a member can meet in the app's normal use (a slow connection, a database
// outage, a write race) is in Malay, like the rest of the member screens. The other refusals
// answer only a hand-made request (bad escapes, bodies the SPA never sends) and stay English.
export const SERVER_MESSAGES = defineMessages('SERVER_MESSAGES', {
  requestTimeout: 'Permintaan mengambil masa terlalu lama untuk sampai. Sila cuba lagi.',
  unavailable: 'Perkhidmatan tidak tersedia buat seketika. Sila cuba lagi sebentar lagi.',
  writeConflict: 'Perubahan lain dibuat pada masa yang sama. Sila cuba lagi.',
});

/** Requests Fastify or Node refuse before our code runs, in our words: theirs name the framework. */
const REFUSALS = new Map<string, ErrorAnswer>([
  ['FST_ERR_BAD_URL', refusal(400, 'bad_url', 'The address contains an invalid % escape.')],
  ['FST_ERR_MAX_PARAM_LENGTH', refusal(414, 'uri_too_long', 'The address is too long.')],
  [
    'FST_ERR_CTP_INVALID_JSON_BODY',
    refusal(400, 'invalid_json', 'The request body is not valid JSON.'),
  ],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', refusal(400, 'invalid_json', 'The JSON request body is empty.')],
  [
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    refusal(415, 'unsupported_media_type', 'Send the request body as JSON (application/json).'),
  ],
  ['FST_ERR_CTP_BODY_TOO_LARGE', refusal(413, 'body_too_large', 'The request body is too large.')],
  [
    'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    refusal(400, 'bad_request', 'The request body does not match its Content-Length.'),
  ],
  [
    'ERR_HTTP_REQUEST_TIMEOUT',
    refusal(408, 'request_timeout', () => SERVER_MESSAGES.requestTimeout),
  ],
  ['HPE_HEADER_OVERFLOW', refusal(431, 'headers_too_large', 'The request headers are too large.')],
]);

/** The database is locked or down: try again shortly (the SPA's connection card says so too). */
export const UNAVAILABLE: ErrorAnswer = refusal(
  503,
  'service_unavailable',
  () => SERVER_MESSAGES.unavailable,
);
const RETRY_AFTER_SECONDS = 2;

/** Two writes raced and the database rolled this one back (a deadlock): try again. */
export const WRITE_CONFLICT: ErrorAnswer = refusal(
  409,
  'write_conflict',
  () => SERVER_MESSAGES.writeConflict,
);

export const UNEXPECTED_ERROR: ErrorAnswer = refusal(
  500,
  'internal_error',
  () => API_ERROR_MESSAGES.generic,
);

/** How the app answers a request Fastify or Node refused, if it is one of those it knows. */
export const refusalAnswer = (code: string | undefined): ErrorAnswer | undefined =>
  code === undefined ? undefined : REFUSALS.get(code);

/**
 * Every error answer, in the request's language (issue 33): a body the server could not read
 * fails outside the request's own async context, so the language is set again here.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  languageOf: (request: FastifyRequest) => InterfaceLanguage = () => 'campur',
) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    withLanguage(languageOf(request), () => answerError(error, request, reply)),
  );
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      fields[key] ??= issue.message;
    }
    const first = error.validation[0]?.message ?? 'Invalid input';
    return reply.status(400).send(errorBody('validation_failed', first, fields));
  }
  if (error instanceof InvalidCursorError) {
    return reply
      .status(400)
      .send(errorBody('validation_failed', error.message, { cursor: error.message }));
  }
  if (error instanceof RowNotFoundError) {
    return reply.status(404).send(errorBody('not_found', error.message));
  }
  if (error instanceof HttpError) {
    return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
  }
  const refused = refusalAnswer(error.code);
  if (refused) return reply.status(refused.status).send(refused.body);
  const status = error.statusCode ?? 500;
  if (status < 500) {
    // Another client error of Fastify's or a plugin's.
    return reply
      .status(status)
      .send(errorBody(error.code?.toLowerCase() ?? 'bad_request', error.message));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(UNAVAILABLE.status)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(UNAVAILABLE.body);
  }
  if (isWriteConflict(error)) {
    request.log.warn({ err: error }, 'write conflict');
    return reply.status(WRITE_CONFLICT.status).send(WRITE_CONFLICT.body);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(UNEXPECTED_ERROR.status).send(UNEXPECTED_ERROR.body);
}
