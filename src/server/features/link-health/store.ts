import { sql } from 'kysely';
import type { LinkCheckRun } from '../../../shared/link-health.js';
import type { DB } from '../../db/connect.js';
import type { LinkResult } from './check-url.js';
import type { Link } from './gather.js';

const STATE_ID = 'links';
/**
 * A run whose process has said nothing for this long is taken for dead (the process stopped
 * mid-run): another may start. A live run speaks after every link it checks.
 */
export const STALE_RUN_MS = 15 * 60 * 1000;

/**
 * Takes the check for this caller, in this process or any other: true unless a run is going on.
 * One UPDATE of the one state row, so two callers at once cannot both win on either engine.
 */
export async function claimCheck(db: DB, now: Date, startedBy: string | null): Promise<boolean> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_RUN_MS).toISOString();
  const result = await db
    .updateTable('link_check_state')
    .set({ running_since: at, heartbeat_at: at, last_started_at: at, started_by: startedBy })
    .where('id', '=', STATE_ID)
    .where((eb) => eb.or([eb('running_since', 'is', null), eb('heartbeat_at', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the run; with its counts when it went to the end (a stopped run keeps the last ones). */
export async function endCheck(
  db: DB,
  now: Date,
  counts: { checked: number; dead: number } | null,
) {
  await db
    .updateTable('link_check_state')
    .set({
      running_since: null,
      heartbeat_at: null,
      ...(counts ? { last_finished_at: now.toISOString(), ...counts } : {}),
    })
    .where('id', '=', STATE_ID)
    .execute();
}

export async function readRun(db: DB): Promise<LinkCheckRun> {
  const row = await db
    .selectFrom('link_check_state')
    .selectAll()
    .where('id', '=', STATE_ID)
    .executeTakeFirstOrThrow();
  return {
    running: row.running_since !== null,
    startedAt: row.last_started_at,
    finishedAt: row.last_finished_at,
    checked: row.checked,
    dead: row.dead,
  };
}

/**
 * Records one address's result for every item that links to it, in one transaction, keeping the
 * last good date of a link that died and the date it first failed.
 */
export async function saveResult(db: DB, links: Link[], result: LinkResult, now: Date) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('link_checks')
      .values(
        links.map((link) => ({
          key: link.key,
          item_type: link.itemType,
          item_id: link.itemId,
          kind: link.kind,
          url: link.url,
          status: result.ok ? 'ok' : 'dead',
          reason: result.reason,
          http_status: result.httpStatus,
          last_checked_at: at,
          last_ok_at: result.ok ? at : null,
          first_failed_at: result.ok ? null : at,
        })),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          reason: eb.ref('excluded.reason'),
          http_status: eb.ref('excluded.http_status'),
          last_checked_at: eb.ref('excluded.last_checked_at'),
          last_ok_at: sql`coalesce(excluded.last_ok_at, link_checks.last_ok_at)`,
          first_failed_at: sql`case when excluded.status = 'ok' then null
            else coalesce(link_checks.first_failed_at, excluded.first_failed_at) end`,
        })),
      )
      .execute();
    await trx
      .updateTable('link_check_state')
      .set({ heartbeat_at: at })
      .where('id', '=', STATE_ID)
      .where('running_since', 'is not', null)
      .execute();
  });
}

/** Forgets links no run checked since `since`: gone from the content (a run that ended only). */
export async function forgetUnchecked(db: DB, since: Date) {
  await db.deleteFrom('link_checks').where('last_checked_at', '<', since.toISOString()).execute();
}
