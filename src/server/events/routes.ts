import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeEvent } from '../../shared/admin.js';
import { SESSION_COOKIE, findSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';

// How long the browser waits before reconnecting a dropped stream (EventSource does it itself).
const RETRY_MS = 3000;

/**
 * GET /api/admin/events: Server-Sent Events telling an open admin panel which resource changed
 * (`event: change`, `data: {"resource":"users"}`), from this process or any other (db/changes.ts).
 */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<ServerResponse>();
    // Open streams never go idle, so the server's close would wait for them: end them first.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });

    app.get(
      '/api/admin/events',
      { config: { access: 'admin' }, schema: { hide: true } },
      async (request, reply) => {
        await ctx.changes.ready();
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        stream.write(`retry: ${RETRY_MS}\n\n`);
        const send = (event: ChangeEvent) =>
          stream.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
        const unsubscribe = ctx.changes.subscribe(send);
        const token = request.cookies[SESSION_COOKIE] ?? '';
        const stillAdmin = async () => {
          const found = await findSession(ctx.db, token, ctx.now()).catch(() => null);
          return found?.user.role === 'admin' && found.user.status === 'approved';
        };
        // A comment line keeps proxies from closing a quiet stream; each beat also checks that
        // the session still opens the panel, so a stream ends soon after a logout or a removal.
        const heartbeat = setInterval(() => {
          void stillAdmin().then((ok) => (ok ? stream.write(': ping\n\n') : stream.end()));
        }, ctx.config.eventsHeartbeatMs);
        open.add(stream);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(stream);
        });
      },
    );
  };
