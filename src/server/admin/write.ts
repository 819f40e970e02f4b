import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminResource } from '../../shared/admin.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/connect.js';
import { toJson } from '../db/helpers.js';
import { clearReadCache } from '../db/read-cache.js';

export interface WriteRecord {
  /** Who did it (the audit log's actor). */
  actorId: string;
  resource: AdminResource;
  /** e.g. create, update, delete, approve. */
  action: string;
}

export interface WriteOutcome<T> {
  result: T;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Every admin write: the change and its audit row (who, what, when, before/after) commit in one
 * transaction, and the change is announced to every process after the commit, so an open panel
 * never refreshes to a change that was rolled back.
 */
export async function recordedWrite<T>(
  ctx: Pick<AppContext, 'db' | 'changes' | 'now'> & { log: FastifyBaseLogger },
  record: WriteRecord,
  work: (trx: DB) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    await trx
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        actor_id: record.actorId,
        action: record.action,
        target_type: record.resource,
        target_id: done.targetId,
        details: toJson({ before: done.before ?? null, after: done.after ?? null }),
        created_at: ctx.now().toISOString(),
      })
      .execute();
    return done;
  });
  await announce(ctx, record.resource);
  return outcome.result;
}

/** Tells open admin panels that `resource` changed; the write stands even if this fails. */
export async function announce(
  ctx: Pick<AppContext, 'db' | 'changes'> & { log: FastifyBaseLogger },
  resource: AdminResource,
) {
  // This process's next read sees the change at once; other processes clear theirs on hearing it.
  clearReadCache(ctx.db);
  await ctx.changes
    .publish(resource)
    .catch((error: unknown) => ctx.log.warn({ err: error, resource }, 'change event not sent'));
}
