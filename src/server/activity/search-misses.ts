import type { Transaction } from 'kysely';
import { streakDay } from '../../shared/progress.js';
import type { DB } from '../db/connect.js';
import { isWriteConflict } from '../db/unavailable.js';
import type { Database } from '../db/schema.js';

// Searches that found nothing, for the operator (docs/product.md#search-everything): the folded
// term, how many members searched it, how often (at most once per member per Kuala Lumpur day),
// when last. Noted in the process and written a second later in one transaction, so a burst of
// them costs the database one write, not one per search. Counted by member so that one member
// cannot make a term, nor push the others' out (docs/decisions/038-search-misses-count-members.md).
// Kept here, not in features/search: the search writes them and the reports read them.

/** The longest term kept: past it, a search is not a term anyone will read in a report. */
const TERM_MAX = 100;
/** Terms kept: past it, those the fewest members searched go first. */
export const MISSES_KEPT = 5000;
/** New terms one member can add to the counts in a Kuala Lumpur day: their share of the report. */
export const MISS_TERMS_PER_MEMBER_DAY = 20;
/** A term no member has searched for this long goes. */
export const MISS_KEPT_DAYS = 365;
const DAY_MS = 86_400_000;
const FLUSH_AFTER_MS = 1000;
/** Terms deleted per statement (well under either engine's limit of parameters). */
const DELETE_CHUNK = 500;

/** One member's misses of one Kuala Lumpur day: each term and when last searched. */
interface MemberDay {
  userId: string;
  day: string;
  terms: Map<string, string>;
}
/** Noted since the last write, by `${userId} ${day}`. */
const pending = new WeakMap<DB, Map<string, MemberDay>>();

type Trx = Transaction<Database>;

/** Notes a member's search that found nothing; written within FLUSH_AFTER_MS (or by flushMisses). */
export function noteMiss({
  db,
  userId,
  term,
  now,
}: {
  db: DB;
  userId: string;
  term: string;
  now: Date;
}) {
  let batch = pending.get(db);
  if (!batch) {
    pending.set(db, (batch = new Map()));
    // A failed write loses these counts only: they are a report's, not anyone's data.
    setTimeout(() => void flushMisses(db).catch(() => {}), FLUSH_AFTER_MS).unref();
  }
  const day = streakDay(now);
  const key = `${userId} ${day}`;
  let memberDay = batch.get(key);
  if (!memberDay) batch.set(key, (memberDay = { userId, day, terms: new Map() }));
  noteTerm(memberDay.terms, term.slice(0, TERM_MAX), now.toISOString());
}

/**
 * The palette searches as a member types: "chatg" then "chatgt" a moment later. A term that a
 * longer term the member searched in the same second begins with was a word on its way, not a
 * search anyone meant: it is not counted. Past the member's share of a day nothing more could
 * be counted, so nothing more is held.
 */
function noteTerm(terms: Map<string, string>, term: string, at: string) {
  for (const other of terms.keys()) {
    if (other.length > term.length && other.startsWith(term)) return;
    if (term.length > other.length && term.startsWith(other)) terms.delete(other);
  }
  if (!terms.has(term) && terms.size >= MISS_TERMS_PER_MEMBER_DAY) return;
  terms.set(term, at);
}

/** The write under way, by database: a later flush (a report about to read) waits for it. */
const writing = new WeakMap<DB, Promise<void>>();

/**
 * Writes the noted misses now (before they are read, and when the app closes). A write the
 * timer began is awaited too, so a report read at that moment sees what it is writing.
 */
export async function flushMisses(db: DB) {
  const earlier = writing.get(db);
  const batch = pending.get(db);
  pending.delete(db);
  const write = (async () => {
    await earlier?.catch(() => {});
    if (batch) await writeBatch(db, [...batch.values()]);
  })();
  writing.set(db, write);
  try {
    await write;
  } finally {
    if (writing.get(db) === write) writing.delete(db);
  }
}

async function writeBatch(db: DB, memberDays: MemberDay[]) {
  const added = await retried(() => db.transaction().execute((trx) => countAll(trx, memberDays)));
  if (!added) return;
  const latest = memberDays
    .flatMap((memberDay) => [...memberDay.terms.values()])
    .reduce((a, b) => (a > b ? a : b));
  await retried(() => db.transaction().execute((trx) => forgetPastKept(trx, new Date(latest))));
}

/** Tries of a write that lost a race with another process's (a deadlock rolls it all back). */
const CONFLICT_TRIES = 3;

async function retried<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= CONFLICT_TRIES) throw error;
    }
  }
}

interface Candidate {
  term: string;
  userId: string;
  day: string;
  at: string;
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Counts the batch; says whether a term was new. Rows are taken in one order in every process
 * (members' rows by term and member, then terms' rows by term), so two processes writing at once
 * wait for each other rather than deadlock.
 */
async function countAll(trx: Trx, memberDays: MemberDay[]) {
  const candidates: Candidate[] = [];
  for (const memberDay of memberDays) candidates.push(...(await notCountedToday(trx, memberDay)));
  candidates.sort((a, b) => byText(a.term, b.term) || byText(a.userId, b.userId));
  const counted = new Map<string, { count: number; members: number; lastSeen: string }>();
  for (const candidate of candidates) {
    const first = await countOnce(trx, candidate);
    if (first === null) continue;
    const term = counted.get(candidate.term) ?? { count: 0, members: 0, lastSeen: candidate.at };
    term.count += 1;
    if (first) term.members += 1;
    if (candidate.at > term.lastSeen) term.lastSeen = candidate.at;
    counted.set(candidate.term, term);
  }
  let added = false;
  for (const [term, { count, members, lastSeen }] of [...counted].sort(([a], [b]) =>
    byText(a, b),
  )) {
    const row = await trx
      .insertInto('search_misses')
      .values({ term, count, members, last_seen: lastSeen })
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({
          count: eb('search_misses.count', '+', count),
          members: eb('search_misses.members', '+', members),
          last_seen: lastSeen,
        })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (Number(row.count) === count) added = true;
  }
  return added;
}

/**
 * A member's terms of a day not yet counted for them that day, as many as their share of the day
 * leaves room for (the terms already counted that day included), in the order searched.
 */
async function notCountedToday(trx: Trx, { userId, day, terms }: MemberDay): Promise<Candidate[]> {
  const counted = await trx
    .selectFrom('search_miss_members')
    .select('term')
    .where('last_day', '=', day)
    .where('user_id', '=', userId)
    .execute();
  const today = new Set(counted.map((row) => row.term));
  return [...terms]
    .filter(([term]) => !today.has(term))
    .slice(0, Math.max(0, MISS_TERMS_PER_MEMBER_DAY - today.size))
    .map(([term, at]) => ({ term, userId, day, at }));
}

/**
 * Records that the member searched the term on `day`: true when it is the member's first time,
 * false on a later day, null when that day was counted already (by another process, say). The
 * row is written only while the member exists (one deleted meanwhile is not counted).
 */
async function countOnce(trx: Trx, { term, userId, day }: Candidate) {
  const inserted = await trx
    .insertInto('search_miss_members')
    .columns(['term', 'user_id', 'last_day'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([eb.val(term).as('term'), 'id', eb.val(day).as('last_day')])
        .where('id', '=', userId),
    )
    .onConflict((oc) => oc.columns(['term', 'user_id']).doNothing())
    .returning('term')
    .executeTakeFirst();
  if (inserted) return true;
  const moved = await trx
    .updateTable('search_miss_members')
    .set({ last_day: day })
    .where('term', '=', term)
    .where('user_id', '=', userId)
    .where('last_day', '<', day)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0 ? false : null;
}

/**
 * Forgets the terms no member searched for MISS_KEPT_DAYS and, past MISSES_KEPT, those the
 * fewest members searched (then the fewest times, then the longest ago): one member's terms
 * never push out a term several members searched.
 */
async function forgetPastKept(trx: Trx, now: Date) {
  const cutoff = new Date(now.getTime() - MISS_KEPT_DAYS * DAY_MS).toISOString();
  const stale = await trx
    .selectFrom('search_misses')
    .select('term')
    .where('last_seen', '<', cutoff)
    .execute();
  const { kept } = await trx
    .selectFrom('search_misses')
    .select((eb) => eb.fn.countAll<number | string>().as('kept'))
    .executeTakeFirstOrThrow();
  const over = Number(kept) - stale.length - MISSES_KEPT;
  const crowded =
    over > 0
      ? await trx
          .selectFrom('search_misses')
          .select('term')
          .where('last_seen', '>=', cutoff)
          .orderBy('members')
          .orderBy('count')
          .orderBy('last_seen')
          .orderBy('term')
          .limit(over)
          .execute()
      : [];
  const gone = [...stale, ...crowded].map((row) => row.term);
  for (let i = 0; i < gone.length; i += DELETE_CHUNK) {
    const terms = gone.slice(i, i + DELETE_CHUNK);
    await trx.deleteFrom('search_miss_members').where('term', 'in', terms).execute();
    await trx.deleteFrom('search_misses').where('term', 'in', terms).execute();
  }
}

/**
 * The searches that found nothing, those most members searched first (the operator's reports).
 * With `since`, the members counted are those who searched the term on or after that day (in
 * Kuala Lumpur), and only terms some member searched then are listed; without it, every member
 * who searched the term while it was kept. `count` and `lastSeen` are the term's since it was
 * first counted.
 */
export async function listSearchMisses({
  db,
  limit,
  since,
}: {
  db: DB;
  limit: number;
  since?: Date;
}) {
  await flushMisses(db);
  const rows =
    since === undefined
      ? await db
          .selectFrom('search_misses')
          .select(['term', 'members', 'count', 'last_seen'])
          .orderBy('members', 'desc')
          .orderBy('count', 'desc')
          .orderBy('last_seen', 'desc')
          .orderBy('term')
          .limit(limit)
          .execute()
      : await db
          .selectFrom((eb) =>
            eb
              .selectFrom('search_miss_members')
              .select((inner) => ['term', inner.fn.countAll<number | string>().as('members')])
              .where('last_day', '>=', streakDay(since))
              .groupBy('term')
              .as('p'),
          )
          .innerJoin('search_misses as m', 'm.term', 'p.term')
          .select(['m.term', 'p.members', 'm.count', 'm.last_seen'])
          .orderBy('p.members', 'desc')
          .orderBy('m.count', 'desc')
          .orderBy('m.last_seen', 'desc')
          .orderBy('m.term')
          .limit(limit)
          .execute();
  return rows.map((r) => ({
    term: r.term,
    members: Number(r.members),
    count: Number(r.count),
    lastSeen: r.last_seen,
  }));
}
