import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  DEAD_LINKS_SHOWN,
  LinkCheckStarted,
  LinkHealthResponse,
  type DeadLink,
} from '../../../shared/link-health.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { UNREACHABLE } from './check-url.js';
import { linkChecker, scheduleLinkCheck } from './service.js';
import { readRun } from './store.js';

/** Rows checked before issue 31 may say 'dns' or 'blocked': shown as the one reason given now. */
const shownReason = (reason: string | null) =>
  reason === null ? 'connection' : reason === 'dns' || reason === 'blocked' ? UNREACHABLE : reason;

/**
 * Issue 23, link health: the dead links of the content with the check's state, and "check now".
 * Admins only. The daily check runs from here too (service.ts).
 */
export const linkHealthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;
    const checker = linkChecker(ctx, app.log);
    app.addHook('onClose', () => checker.close());
    scheduleLinkCheck(app, ctx, checker);

    app.get(
      '/api/admin/link-health',
      { config: admin, schema: { response: { 200: LinkHealthResponse } } },
      async () => {
        const rows = await ctx.db
          .selectFrom('link_checks as l')
          .leftJoin('tools as t', (j) =>
            j.onRef('t.id', '=', 'l.item_id').on('l.item_type', '=', 'tools'),
          )
          .leftJoin('tutorials as u', (j) =>
            j.onRef('u.id', '=', 'l.item_id').on('l.item_type', '=', 'tutorials'),
          )
          .select([
            'l.item_type',
            'l.item_id',
            'l.kind',
            'l.url',
            'l.reason',
            'l.http_status',
            'l.last_ok_at',
            'l.last_checked_at',
            sql<string>`coalesce(t.name, u.title, '')`.as('name'),
          ])
          .where('l.status', '=', 'dead')
          .orderBy('l.item_type')
          .orderBy('name')
          .orderBy('l.url')
          .limit(DEAD_LINKS_SHOWN)
          .execute();
        const { total } = await ctx.db
          .selectFrom('link_checks')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('status', '=', 'dead')
          .executeTakeFirstOrThrow();
        const run = await readRun({ db: ctx.db, now: ctx.now() });
        // Issue 33: a run that could not reach the internet learnt nothing about the links.
        if (run.offline) return { run, total: 0, items: [] };
        return {
          run,
          total: Number(total),
          items: rows.map((row): DeadLink => ({
            itemType: row.item_type as DeadLink['itemType'],
            itemId: row.item_id,
            name: row.name,
            kind: row.kind as DeadLink['kind'],
            url: row.url,
            reason: shownReason(row.reason),
            httpStatus: row.http_status,
            lastOkAt: row.last_ok_at,
            lastCheckedAt: row.last_checked_at,
          })),
        };
      },
    );

    // 202 at once: the check runs in the background; a press during a run joins that run.
    app.post(
      '/api/admin/link-health/run',
      { config: admin, schema: { response: { 202: LinkCheckStarted } } },
      async (request, reply) => {
        const started = await checker.startNow(currentUser(request).id, request.log);
        return reply
          .code(202)
          .send({ started, run: await readRun({ db: ctx.db, now: ctx.now() }) });
      },
    );
  };
