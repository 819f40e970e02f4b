import { readStored, writeStored } from './storage';

// The member's recent searches in this browser (docs/product.md#search-suggestions "Search suggestions", : 10 kept), each
// member under their own key. A visitor has none, and every session change forgets them all
// (lib/session.ts replaceSession: sign-in, logout, a 401), so nobody is offered another's.
const PREFIX = 'recent-searches';
/** Where an older version kept one shared list, whoever searched: never offered, dropped. */
const LEGACY_KEY = PREFIX;
const memberKey = (memberId: string) => `${PREFIX}:${memberId}`;
export const RECENT_SEARCHES_KEPT = 10;

/** `member`'s remembered searches, newest first; a visitor (null) has none. */
export function readRecentSearches(member: string | null): string[] {
  removeKeys((key) => key === LEGACY_KEY);
  if (member === null) return [];
  try {
    const stored: unknown = JSON.parse(readStored(memberKey(member)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    // Anything unreadable in storage counts as none.
    return [];
  }
}

/**
 * Puts `term` first among `member`'s searches (once, whatever its case) and keeps the newest 10;
 * returns the new list. A visitor's searches are not remembered.
 */
export function rememberSearch(member: string | null, term: string): string[] {
  const q = term.trim();
  if (member === null || !q) return readRecentSearches(member);
  const others = readRecentSearches(member).filter((s) => s.toLowerCase() !== q.toLowerCase());
  const next = [q, ...others].slice(0, RECENT_SEARCHES_KEPT);
  writeStored(memberKey(member), JSON.stringify(next));
  return next;
}

/** Forgets every member's recent searches in this browser, and the legacy shared list. */
export function forgetRecentSearches() {
  removeKeys((key) => key === LEGACY_KEY || key.startsWith(`${PREFIX}:`));
}

function removeKeys(matches: (key: string) => boolean) {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key !== null && matches(key)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing to offer.
  }
}
