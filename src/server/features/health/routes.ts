import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/connect.js';

/** A database that has not answered by then counts as down: the check must never hang. */
export const READY_TIMEOUT_MS = 2000;

const ReadyResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Whether the database answers a trivial query within the timeout (docs/product.md#connectivity-and-pwa connectivity check). */
async function databaseAnswers(db: DB): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness check the SPA's connection card polls (docs/product.md#connectivity-and-pwa "Shared chrome"). Outside /api
 * and without an access setting on purpose: reading a session would itself need the database.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One check at a time, shared by every caller: during an outage a crowd polling /readyz
    // starts at most one database query per timeout, not one each.
    let inFlight: Promise<boolean> | null = null;
    const check = () =>
      (inFlight ??= databaseAnswers(ctx.db).finally(() => {
        inFlight = null;
      }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: ReadyResponse, 503: ReadyResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (await check()) return { status: 'ok' as const };
        return reply.status(503).send({ status: 'unavailable' });
      },
    );
  };
