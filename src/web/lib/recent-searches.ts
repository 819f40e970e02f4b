import { readStored, writeStored } from './storage';

// The member's recent searches in this browser (SPEC §2 "Search suggestions", §9: 10 kept).
const STORAGE_KEY = 'recent-searches';
export const RECENT_SEARCHES_KEPT = 10;

/** The remembered searches, newest first; anything unreadable in storage counts as none. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

/** Puts `term` first (once, whatever its case) and keeps the newest 10; returns the new list. */
export function rememberSearch(term: string): string[] {
  const q = term.trim();
  if (!q) return readRecentSearches();
  const others = readRecentSearches().filter((s) => s.toLowerCase() !== q.toLowerCase());
  const next = [q, ...others].slice(0, RECENT_SEARCHES_KEPT);
  writeStored(STORAGE_KEY, JSON.stringify(next));
  return next;
}
