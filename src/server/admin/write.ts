import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminResource, AuditAction } from '../../shared/admin.js';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/connect.js';
import { toJson } from '../db/helpers.js';
import type { FeedResource } from '../db/changes.js';
import { clearReadCache } from '../db/read-cache.js';
import { isWriteConflict } from '../db/unavailable.js';
import { HttpError } from '../http/errors.js';

/** Tries of a write that lost a race (a deadlock) before the admin is told to try again. */
const CONFLICT_TRIES = 3;

export interface WriteRecord {
  /** Who did it (the audit log's actor). */
  actorId: string;
  resource: AdminResource;
  /** e.g. create, update, delete, approve. */
  action: AuditAction;
}

export interface AuditEntry {
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/** What a write did: its result, and one audit entry (or, for a write on several items, `entries`). */
export interface WriteOutcome<T> extends AuditEntry {
  result: T;
  /** One audit row each, in place of the one above (issue 23: several accounts decided at once). */
  entries?: AuditEntry[];
}

/**
 * Every admin write: the change and its audit row (who, what, when, before/after) commit in one
 * transaction, and the change is announced to every process after the commit, so an open panel
 * never refreshes to a change that was rolled back. The actor is checked again inside the
 * transaction, their row held until it ends (issue 15): an admin removed or demoted a moment ago
 * writes nothing, and two admins removing each other cannot both win. A write that lost a
 * deadlock to another is tried again from the start; the database picks the loser.
 */
export async function recordedWrite<T>(
  ctx: Pick<AppContext, 'db' | 'dialect' | 'changes' | 'now'> & { log: FastifyBaseLogger },
  record: WriteRecord,
  work: (trx: DB) => Promise<WriteOutcome<T>>,
): Promise<T> {
  let result: T;
  for (let attempt = 1; ; attempt += 1) {
    try {
      result = await writeOnce(ctx, record, work);
      break;
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= CONFLICT_TRIES) throw error;
    }
  }
  await announce(ctx, record.resource);
  return result;
}

async function writeOnce<T>(
  ctx: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  record: WriteRecord,
  work: (trx: DB) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await holdActingAdmin(trx, ctx.dialect, record.actorId);
    const done = await work(trx);
    await writeAuditLog({ trx, record, entries: done.entries ?? [done], now: ctx.now() });
    return done;
  });
  return outcome.result;
}

/**
 * The audit rows of one write, inside its transaction: an admin's (above), or a member's own
 * change the admin must be able to trace (issue 31: the name their certificate prints).
 */
export async function writeAuditLog({
  trx,
  record,
  entries,
  now,
}: {
  trx: DB;
  record: WriteRecord;
  entries: readonly AuditEntry[];
  now: Date;
}) {
  const stamp = now.toISOString();
  await trx
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        actor_id: record.actorId,
        action: record.action,
        target_type: record.resource,
        target_id: entry.targetId,
        details: toJson({ before: entry.before ?? null, after: entry.after ?? null }),
        created_at: stamp,
      })),
    )
    .execute();
}

/** The actor is still an approved admin, and stays one until the transaction ends. */
async function holdActingAdmin(trx: DB, dialect: AppContext['dialect'], actorId: string) {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', actorId)
    .where('role', '=', 'admin')
    .where('status', '=', 'approved');
  // SQLite runs one write transaction at a time; PostgreSQL locks the row.
  if (dialect === 'postgres') query = query.forShare();
  if (!(await query.executeTakeFirst())) {
    throw new HttpError(403, 'forbidden', AUTH_MESSAGES.adminRequired);
  }
}

/**
 * Tells every process that `resource` changed (open admin panels refresh it; `sessions`: sessions
 * ended); the write stands even if this fails.
 */
export async function announce(
  ctx: Pick<AppContext, 'db' | 'changes'> & { log: FastifyBaseLogger },
  resource: FeedResource,
) {
  // This process's next read sees the change at once; other processes clear theirs on hearing it.
  clearReadCache(ctx.db);
  await ctx.changes
    .publish(resource)
    .catch((error: unknown) => ctx.log.warn({ err: error, resource }, 'change event not sent'));
}
