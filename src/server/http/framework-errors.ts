import { STATUS_CODES, type OutgoingHttpHeaders } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody, refusalAnswer, UNEXPECTED_ERROR, type ErrorAnswer } from './errors.js';

const MALFORMED: ErrorAnswer = {
  status: 400,
  body: errorBody('bad_request', 'The request could not be read.'),
};

/**
 * Fastify answers an address it cannot decode or an over-long id, and Node a request it cannot
 * parse or that arrives too slowly, before any hook runs. These answer them in the app's error
 * shape, with the security headers every other answer gets from its hooks, and no-store.
 */
export function frameworkErrorHandlers(securityHeaders: OutgoingHttpHeaders) {
  const headers = { ...securityHeaders, 'cache-control': 'no-store' };
  return {
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = refusalAnswer(error.code);
      if (!answer) request.log.error({ err: error }, 'request failed');
      const { status, body } = answer ?? UNEXPECTED_ERROR;
      void reply.headers(headers).status(status).send(body);
    },
    clientErrorHandler: (error, socket) => {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.write(rawAnswer(refusalAnswer(error.code) ?? MALFORMED, headers));
      socket.destroy(error);
    },
  } satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
}

/** An answer written straight to the socket, as Node's own refusals are. */
function rawAnswer({ status, body }: ErrorAnswer, headers: OutgoingHttpHeaders) {
  const json = JSON.stringify(body);
  const all: OutgoingHttpHeaders = {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    connection: 'close',
  };
  const lines = Object.entries(all).flatMap(([name, value]) =>
    [value ?? []].flat().map((v) => `${name}: ${v}\r\n`),
  );
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${json}`;
}
