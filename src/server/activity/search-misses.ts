import type { DB } from '../db/connect.js';

// Searches that found nothing, for the operator (docs/product.md#search-everything): the folded
// term, how often, when last; no member. Counted in the process and written a second later in
// one go, so a burst of them costs the database one write, not one per search. Kept here, not in
// features/search, because the search writes them and the reports (features/reports) read them.

/** The longest term kept: past it, a search is not a term anyone will read in a report. */
const TERM_MAX = 100;
/** Terms kept: past it, the least recently searched go (one member cannot grow it for ever). */
const KEPT = 5000;
const FLUSH_AFTER_MS = 1000;

interface Pending {
  count: number;
  lastSeen: string;
}
const pending = new WeakMap<DB, Map<string, Pending>>();

/** Counts a search that found nothing; written within FLUSH_AFTER_MS (or by flushMisses). */
export function noteMiss(db: DB, folded: string, now: Date) {
  let terms = pending.get(db);
  if (!terms) {
    pending.set(db, (terms = new Map()));
    // A failed write loses these counts only: they are a report's, not anyone's data.
    setTimeout(() => void flushMisses(db).catch(() => {}), FLUSH_AFTER_MS).unref();
  }
  const term = folded.slice(0, TERM_MAX);
  terms.set(term, { count: (terms.get(term)?.count ?? 0) + 1, lastSeen: now.toISOString() });
}

/** Writes the counted misses now (before they are read, and when the app closes). */
export async function flushMisses(db: DB) {
  const terms = pending.get(db);
  if (!terms) return;
  pending.delete(db);
  let added = false;
  for (const [term, { count, lastSeen }] of terms) {
    if (typedOn(term, terms)) continue;
    const row = await db
      .insertInto('search_misses')
      .values({ term, count, last_seen: lastSeen })
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({
          count: eb('search_misses.count', '+', count),
          last_seen: lastSeen,
        })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (Number(row.count) === count) added = true;
  }
  if (!added) return;
  const oldest = await db
    .selectFrom('search_misses')
    .select('last_seen')
    .orderBy('last_seen', 'desc')
    .offset(KEPT)
    .limit(1)
    .executeTakeFirst();
  if (oldest) {
    await db.deleteFrom('search_misses').where('last_seen', '<=', oldest.last_seen).execute();
  }
}

/**
 * The palette searches as a member types: "chatg" then "chatgt" a moment later. A term that a
 * longer term of the same second begins with was a word on its way, not a search anyone meant.
 */
function typedOn(term: string, terms: Map<string, Pending>) {
  for (const other of terms.keys()) {
    if (other.length > term.length && other.startsWith(term)) return true;
  }
  return false;
}

/**
 * The searches that found nothing most often (the operator's reports); with `since`, only the
 * terms searched again since then (a term keeps one count for all time, not one per day).
 */
export async function listSearchMisses(db: DB, limit: number, since?: Date) {
  await flushMisses(db);
  const rows = await db
    .selectFrom('search_misses')
    .select(['term', 'count', 'last_seen'])
    .$if(since !== undefined, (q) => q.where('last_seen', '>=', since!.toISOString()))
    .orderBy('count', 'desc')
    .orderBy('last_seen', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, count: Number(r.count), lastSeen: r.last_seen }));
}
