import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ItemLinksChecked,
  LINK_HEALTH_MESSAGES,
  LinkCheckStarted,
  LinkedItemParams,
  type LinkedItem,
  LinkHealthResponse,
} from '../../../shared/link-health.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';
import { countDeadLinks, readDeadLinks } from './dead-links.js';
import { checkItemLinks } from './run.js';
import { checkSettings, linkChecker, scheduleLinkCheck } from './service.js';
import { readRun } from './store.js';

/** The tool's name or the tutorial's title; undefined when it is gone. */
async function itemName(db: DB, { itemType, itemId }: LinkedItem) {
  const row =
    itemType === 'tools'
      ? await db.selectFrom('tools').select('name').where('id', '=', itemId).executeTakeFirst()
      : await db
          .selectFrom('tutorials')
          .select('title as name')
          .where('id', '=', itemId)
          .executeTakeFirst();
  return row?.name;
}

/**
 * Issue 23, link health: the dead links of the content with the check's state, and "check now".
 * Admins only. The daily check runs from here too (service.ts); one item's links are checked at
 * once after an edit (issue 33).
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
        // The run's state first: a run read as finished has written all it found, so the list
        // and its count read after it are whole (read before, a run ending meanwhile could
        // answer "finished" with its last dead link counted but not listed).
        const run = await readRun({ db: ctx.db, now: ctx.now() });
        const [items, total] = await Promise.all([readDeadLinks(ctx.db), countDeadLinks(ctx.db)]);
        // Issue 33: a run that could not reach the internet learnt nothing about the links.
        if (run.offline) return { run, total: 0, items: [] };
        return { run, total, items };
      },
    );

    // Issue 33: after an admin fixed an item from Link Health, its links are checked at once
    // (apart from any run), so the tab shows the fix without waiting for the next day's check.
    app.post(
      '/api/admin/link-health/items/:itemType/:itemId/check',
      { config: admin, schema: { params: LinkedItemParams, response: { 200: ItemLinksChecked } } },
      async (request) => {
        const item = request.params;
        const name = await itemName(ctx.db, item);
        if (name === undefined) throw notFound(LINK_HEALTH_MESSAGES.itemGone);
        // Stopped with the server, like a run; the audit row and the panels' refresh follow it.
        const settings = { ...checkSettings(ctx, checker.signal), findIcons: false };
        const counts = await checkItemLinks(ctx.db, item, settings, ctx.now);
        await recordedWrite(
          { ...ctx, log: request.log },
          { actorId: currentUser(request).id, resource: 'links', action: 'run' },
          async () => ({ result: null, targetId: item.itemId }),
        );
        return {
          name,
          checked: counts.checked,
          dead: await readDeadLinks(ctx.db, item),
          unanswered: counts.unanswered ?? 0,
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
