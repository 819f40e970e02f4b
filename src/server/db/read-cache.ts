import type { DB } from './connect.js';

// List totals and related items are a few hundred keys; the rest are signed-in sessions.
const MAX_ENTRIES = 10_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

interface Cache {
  ttlMs: number;
  /** The app's clock (AppContext.now), so a test moves the cache's time as it moves the app's. */
  now: () => Date;
  entries: Map<string, Entry>;
}

// One cache per database handle; none (every read goes to the database) until the app sets one.
const caches = new WeakMap<object, Cache>();

/**
 * Reads that many requests repeat and that may lag a change by a few seconds — a list's total,
 * the related items of a category — are kept for `ttlMs` (READ_CACHE_SECONDS). A time limit,
 * not invalidation, so it stays correct enough however many app processes share the database.
 */
export function useReadCache(db: DB, ttlMs: number, now: () => Date) {
  if (ttlMs > 0) caches.set(db, { ttlMs, now, entries: new Map() });
  else caches.delete(db);
}

export function cachedRead<T>(db: DB, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const now = cache.now().getTime();
  const hit = cache.entries.get(key);
  if (hit && now - hit.at < cache.ttlMs) return hit.value as Promise<T>;
  // The promise is kept, so fifty requests arriving together share one read.
  const value = load();
  value.catch(() => cache.entries.delete(key));
  cache.entries.delete(key);
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, { at: now, value });
  return value;
}

/** Forgets one kept read (a session renewed or not found). */
export function forgetRead(db: DB, key: string) {
  caches.get(db)?.entries.delete(key);
}

/**
 * Forgets every kept read: called when a change is announced (db/changes.ts), here and in every
 * other process, so an admin's add or edit shows in totals at once rather than seconds later.
 */
export function clearReadCache(db: DB) {
  caches.get(db)?.entries.clear();
}
