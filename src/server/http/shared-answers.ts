import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../db/connect.js';
import { keepAnswer, keptAnswer } from '../db/read-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone allowed to ask (a content list or page, with
     * nothing of the member in it): kept whole for the read cache's time (docs/architecture.md#caches).
     * A function says it per request (a list of the member's own saved items is not shared).
     */
    sharedAnswer?: boolean | ((request: FastifyRequest) => boolean);
  }
}

const served = new WeakSet<FastifyRequest>();
const unkept = new WeakSet<FastifyRequest>();

/**
 * This one answer is not kept for others, though its route shares its answers: a list's search
 * that found nothing, which must reach its handler each time to be counted (activity/list-misses.ts).
 */
export const keepAnswerNot = (request: FastifyRequest) => unkept.add(request);

const shares = (request: FastifyRequest) => {
  const shared = request.routeOptions.config.sharedAnswer;
  return (
    request.method === 'GET' &&
    (shared === true || (typeof shared === 'function' && shared(request)))
  );
};

/**
 * Content that every member reads alike — the first page of /tools, a tool's page — is written
 * once per few seconds instead of once per request: the answer's JSON is kept by its address and
 * sent again as it is, after the access check and the input's validation have run as usual, and
 * forgotten with every other kept read when anything changes (db/changes.ts).
 * Compression is a route's own onSend hook, which runs after this app-wide one, so what is kept
 * is the JSON and not one caller's compressed copy.
 */
export function registerSharedAnswers(app: FastifyInstance, db: DB) {
  // A kept answer skips the handler and the preHandler hooks after this one (a member's limit).
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((m) => m === 'GET' || m === 'HEAD');
    if (route.config?.sharedAnswer && (!reads || route.config.memberLimit)) {
      throw new Error(`${route.url}: only a read without a member's limit can share its answer`);
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!shares(request)) return;
    const body = keptAnswer(db, request.url);
    if (body === undefined) return;
    served.add(request);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (shares(request) && reply.statusCode === 200 && typeof payload === 'string') {
      if (!served.has(request) && !unkept.has(request)) keepAnswer(db, request.url, payload);
    }
    return payload;
  });
}
