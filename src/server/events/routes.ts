import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STREAM_REPLACED_EVENT } from '../../shared/admin.js';
import { currentUser } from '../auth/access.js';
import { SESSION_COOKIE, findSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { openStreams, type AdminStream } from './streams.js';

// How long the browser waits before reconnecting a dropped stream (EventSource does it itself).
const RETRY_MS = 3000;

/**
 * GET /api/admin/events: Server-Sent Events telling an open admin panel which resource changed
 * (`event: change`, `data: {"resource":"users"}`), from this process or any other (db/changes.ts).
 * A stream ends when its session stops opening the panel (streams.ts), at most a few per admin.
 */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = openStreams(ctx.changes);
    // Open streams never go idle, so the server's close would wait for them: end them first.
    app.addHook('preClose', async () => streams.endAll());

    app.get(
      '/api/admin/events',
      { config: { access: 'admin' }, schema: { hide: true } },
      async (request, reply) => {
        await ctx.changes.ready();
        reply.hijack();
        const raw = reply.raw;
        const token = request.cookies[SESSION_COOKIE] ?? '';
        const write = (text: string) => {
          if (!raw.writableEnded && !raw.destroyed) raw.write(text);
        };
        const stream: AdminStream = {
          userId: currentUser(request).id,
          send: (event) => write(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
          async stillAdmin() {
            const found = await findSession(ctx.db, token, ctx.now()).catch(() => null);
            return found?.user.role === 'admin' && found.user.status === 'approved';
          },
          end(replaced) {
            if (replaced) write(`event: ${STREAM_REPLACED_EVENT}\ndata: {}\n\n`);
            raw.end();
          },
        };
        // A comment line keeps proxies from closing a quiet stream; each beat also checks the
        // session, in case a change to it was never announced.
        const heartbeat = setInterval(() => {
          void stream.stillAdmin().then((ok) => (ok ? write(': ping\n\n') : streams.end(stream)));
        }, ctx.config.eventsHeartbeatMs);
        // Counted before the answer starts, so a client that has its headers is already counted.
        streams.add(stream);
        // On our end() and when the browser goes away.
        raw.on('close', () => {
          clearInterval(heartbeat);
          streams.remove(stream);
        });
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        write(`retry: ${RETRY_MS}\n\n`);
      },
    );
  };
