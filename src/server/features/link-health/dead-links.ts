import { sql } from 'kysely';
import { DEAD_LINKS_SHOWN, type DeadLink, type LinkedItem } from '../../../shared/link-health.js';
import type { DB } from '../../db/connect.js';
import { UNREACHABLE } from './check-url.js';

/** Rows checked before issue 31 may say 'dns' or 'blocked': shown as the one reason given now. */
const shownReason = (reason: string | null) =>
  reason === null ? 'connection' : reason === 'dns' || reason === 'blocked' ? UNREACHABLE : reason;

/**
 * The dead links the checks found (of every item, or of one), by kind of item, name and address:
 * at most DEAD_LINKS_SHOWN of them.
 */
export async function readDeadLinks(db: DB, item?: LinkedItem): Promise<DeadLink[]> {
  const rows = await db
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
    .$if(item !== undefined, (q) =>
      q.where('l.item_type', '=', item!.itemType).where('l.item_id', '=', item!.itemId),
    )
    .orderBy('l.item_type')
    .orderBy('name')
    .orderBy('l.url')
    .limit(DEAD_LINKS_SHOWN)
    .execute();
  return rows.map((row): DeadLink => ({
    itemType: row.item_type as DeadLink['itemType'],
    itemId: row.item_id,
    name: row.name,
    kind: row.kind as DeadLink['kind'],
    url: row.url,
    reason: shownReason(row.reason),
    httpStatus: row.http_status,
    lastOkAt: row.last_ok_at,
    lastCheckedAt: row.last_checked_at,
  }));
}

/** How many dead links the checks found in all (the list shows at most DEAD_LINKS_SHOWN). */
export async function countDeadLinks(db: DB): Promise<number> {
  const { total } = await db
    .selectFrom('link_checks')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('status', '=', 'dead')
    .executeTakeFirstOrThrow();
  return Number(total);
}
