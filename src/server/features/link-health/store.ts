import { sql } from 'kysely';
import type { LinkCheckRun, LinkedItem } from '../../../shared/link-health.js';
import type { DB } from '../../db/connect.js';
import type { LinkResult } from './check-url.js';
import type { Link } from './gather.js';

const STATE_ID = 'links';
/**
 * A run whose process has said nothing for this long is taken for dead (the process stopped
 * mid-run): another may start. A live run speaks after every link it checks.
 */
export const STALE_RUN_MS = 15 * 60 * 1000;

/** A run found the check taken over by another (it had said nothing for STALE_RUN_MS). */
export class TakenOver extends Error {
  constructor() {
    super('the link check was taken over by another run');
  }
}

/**
 * Takes the check for this caller, in this process or any other, unless a run is going on: the
 * run's start (what names it to endCheck and saveResult), or null. One UPDATE of the one state
 * row, so two callers at once cannot both win on either engine. A run silent for STALE_RUN_MS
 * is taken over, so two runs never start at the same moment.
 */
export async function claimCheck({ db, now }: { db: DB; now: Date }): Promise<string | null> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_RUN_MS).toISOString();
  const result = await db
    .updateTable('link_check_state')
    .set({ running_since: at, heartbeat_at: at, last_started_at: at })
    .where('id', '=', STATE_ID)
    .where((eb) => eb.or([eb('running_since', 'is', null), eb('heartbeat_at', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? at : null;
}

/**
 * Ends the run that started at `run`, with its counts when it went to the end (a stopped run
 * keeps the last ones); nothing when another run has taken the check over since.
 */
export async function endCheck(
  db: DB,
  run: string,
  now: Date,
  counts: { checked: number; dead: number; offline?: boolean } | null,
) {
  await db
    .updateTable('link_check_state')
    .set({
      running_since: null,
      heartbeat_at: null,
      ...(counts
        ? {
            last_finished_at: now.toISOString(),
            checked: counts.checked,
            dead: counts.dead,
            offline: counts.offline ? 1 : 0,
          }
        : {}),
    })
    .where('id', '=', STATE_ID)
    .where('running_since', '=', run)
    .execute();
}

/**
 * The check's state: running while a run holds it and has spoken within STALE_RUN_MS (a run
 * whose process stopped is not shown running for ever; claimCheck would take it over).
 */
export async function readRun({ db, now }: { db: DB; now: Date }): Promise<LinkCheckRun> {
  const row = await db
    .selectFrom('link_check_state')
    .selectAll()
    .where('id', '=', STATE_ID)
    .executeTakeFirstOrThrow();
  const alive =
    row.heartbeat_at !== null && Date.parse(row.heartbeat_at) >= now.getTime() - STALE_RUN_MS;
  return {
    running: row.running_since !== null && alive,
    startedAt: row.last_started_at,
    finishedAt: row.last_finished_at,
    checked: row.checked,
    dead: row.dead,
    offline: row.offline === 1,
  };
}

/**
 * Records one address's result for every item that links to it, in one transaction, keeping the
 * last good date of a link that died, and moves the heartbeat of `run` (when given) on. False
 * when `run` no longer holds the check (it was taken over, or ended).
 */
export async function saveResult(
  db: DB,
  links: Link[],
  result: LinkResult,
  now: Date,
  run: string | null = null,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
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
        })),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          reason: eb.ref('excluded.reason'),
          http_status: eb.ref('excluded.http_status'),
          last_checked_at: eb.ref('excluded.last_checked_at'),
          last_ok_at: sql`coalesce(excluded.last_ok_at, link_checks.last_ok_at)`,
        })),
      )
      .execute();
    if (run === null) return false;
    const beat = await trx
      .updateTable('link_check_state')
      .set({ heartbeat_at: at })
      .where('id', '=', STATE_ID)
      .where('running_since', '=', run)
      .executeTakeFirst();
    return Number(beat.numUpdatedRows) === 1;
  });
}

/** Forgets links no run checked since `since`: gone from the content (a run that ended only). */
export async function forgetUnchecked({ db, since }: { db: DB; since: Date }) {
  await db.deleteFrom('link_checks').where('last_checked_at', '<', since.toISOString()).execute();
}

/** Forgets the links of `item` other than `kept` (keys): those it no longer has. */
export async function forgetOtherLinks({
  db,
  item,
  kept,
}: {
  db: DB;
  item: LinkedItem;
  kept: string[];
}) {
  await db
    .deleteFrom('link_checks')
    .where('item_type', '=', item.itemType)
    .where('item_id', '=', item.itemId)
    .$if(kept.length > 0, (q) => q.where('key', 'not in', kept))
    .execute();
}
