import type { Compilable } from 'kysely';
import type { DB } from './connect.js';

// List totals and related items are a few hundred keys; the rest are signed-in sessions.
const MAX_ENTRIES = 10_000;
// Whole answers (http/shared-answers.ts) are larger, from 3 KB for a tool's page to some 20 KB
// for a page of 24 cards, so they are bounded by their bytes: 16 MB.
const MAX_ANSWER_BYTES = 16_000_000;

interface Entry {
  at: number;
  /** How long it is kept: the cache's time, or LONG_KEPT times it. */
  ttlMs: number;
  /** The read while it runs, shared by every caller meanwhile. */
  pending?: Promise<unknown>;
  /**
   * What it read, once done. The value alone: the read's promise would hold the asynchronous
   * context it was made in (the first caller's request, its reply and everything they hold) for
   * as long as the entry is kept.
   */
  value?: unknown;
}

/**
 * A read that scans a whole table (the count of a one- or two-letter search on SQLite: some
 * 40 ms at 100,000 tools, holding the one Node process) is kept 12 times longer, a minute by
 * default. Every change the app makes clears it at once all the same (announce(), the change
 * feed); only a change made outside the app waits that long to show in the count.
 */
const LONG_KEPT = 12;

export interface ReadOptions {
  /** A read costly enough to keep for LONG_KEPT times the cache's time. */
  costly?: boolean;
}

interface Cache {
  ttlMs: number;
  /** The app's clock (AppContext.now), so a test moves the cache's time as it moves the app's. */
  now: () => Date;
  entries: Map<string, Entry>;
  answers: Map<string, { at: number; body: Buffer }>;
  answerBytes: number;
}

// One cache per database handle; none (every read goes to the database) until the app sets one.
const caches = new WeakMap<object, Cache>();

/**
 * Reads that many requests repeat and that may lag a change by a few seconds — a list's total,
 * the related items of a category — are kept for `ttlMs` (READ_CACHE_SECONDS). A time limit,
 * not invalidation, so it stays correct enough however many app processes share the database.
 */
export function useReadCache(db: DB, ttlMs: number, now: () => Date) {
  if (ttlMs > 0)
    caches.set(db, { ttlMs, now, entries: new Map(), answers: new Map(), answerBytes: 0 });
  else caches.delete(db);
}

export function cachedRead<T>(
  db: DB,
  key: string,
  load: () => Promise<T>,
  { costly = false }: ReadOptions = {},
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const now = cache.now().getTime();
  const hit = cache.entries.get(key);
  if (hit && now - hit.at < hit.ttlMs) {
    return (hit.pending ?? Promise.resolve(hit.value)) as Promise<T>;
  }
  // The read is kept while it runs, so fifty requests arriving together share one read.
  const pending = load();
  const entry: Entry = { at: now, ttlMs: cache.ttlMs * (costly ? LONG_KEPT : 1), pending };
  pending.then(
    (value) => {
      entry.value = value;
      delete entry.pending;
    },
    () => {
      if (cache.entries.get(key) === entry) cache.entries.delete(key);
    },
  );
  cache.entries.delete(key);
  forgetExpired(cache.entries, now);
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, entry);
  return pending;
}

/** Forgets one kept read (a session renewed or not found). */
export function forgetRead(db: DB, key: string) {
  caches.get(db)?.entries.delete(key);
}

/** A whole answer kept by keepAnswer, while it is fresh. */
export function keptAnswer(db: DB, key: string): Buffer | undefined {
  const cache = caches.get(db);
  const kept = cache?.answers.get(key);
  if (!cache || !kept) return undefined;
  return cache.now().getTime() - kept.at < cache.ttlMs ? kept.body : undefined;
}

/**
 * Keeps a whole answer for the cache's time (nothing when the cache is off), as bytes: a string
 * built piece by piece is held as its pieces, several times its length.
 */
export function keepAnswer(db: DB, key: string, text: string) {
  const cache = caches.get(db);
  const body = Buffer.from(text);
  if (!cache || body.length > MAX_ANSWER_BYTES) return;
  forgetAnswer(cache, key);
  const now = cache.now().getTime();
  for (const [kept, { at }] of cache.answers) {
    if (now - at < cache.ttlMs) break;
    forgetAnswer(cache, kept);
  }
  while (cache.answerBytes + body.length > MAX_ANSWER_BYTES) {
    forgetAnswer(cache, cache.answers.keys().next().value!);
  }
  cache.answers.set(key, { at: now, body });
  cache.answerBytes += body.length;
}

/**
 * Forgets the oldest reads while they are past their time (each is kept again at the end when
 * read anew), so what stays in memory is the cache's last few seconds, not its whole bound.
 */
function forgetExpired(entries: Map<string, Entry>, now: number) {
  for (const [key, { at, ttlMs }] of entries) {
    if (now - at < ttlMs) return;
    entries.delete(key);
  }
}

/** What the cache holds now: its reads and the bytes of its whole answers. */
export function readCacheHolds(db: DB) {
  const cache = caches.get(db);
  return { reads: cache?.entries.size ?? 0, answerBytes: cache?.answerBytes ?? 0 };
}

function forgetAnswer(cache: Cache, key: string) {
  cache.answerBytes -= cache.answers.get(key)?.body.length ?? 0;
  cache.answers.delete(key);
}

/**
 * Forgets every kept read and answer: called when a change is announced (db/changes.ts), here
 * and in every other process, so an admin's add or edit shows at once rather than seconds later.
 */
export function clearReadCache(db: DB) {
  const cache = caches.get(db);
  if (!cache) return;
  cache.entries.clear();
  cache.answers.clear();
  cache.answerBytes = 0;
}

/**
 * A count (a list's total, a search's matches) kept by its SQL and values, so the same filters
 * and words are counted once per few seconds, by whichever asks first.
 */
export function keptCount(db: DB, query: Compilable<{ n: number }>, options?: ReadOptions) {
  const compiled = query.compile();
  const key = `count:${compiled.sql}:${JSON.stringify(compiled.parameters)}`;
  return cachedRead(
    db,
    key,
    async () => {
      const { rows } = await db.executeQuery<{ n: number }>(compiled);
      return Number(rows[0]?.n ?? 0);
    },
    options,
  );
}
