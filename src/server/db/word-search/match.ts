import type { SearchPlan, SearchSlot } from './plan.js';

// A search plan as each engine's word-index query. Folded words hold only letters and digits
// (shared/search.ts), so neither syntax can be broken by them. Every word matches as a prefix
// ("prod" finds "produktiviti"); a phrase matches its words in order, the last as a prefix.

/** Where the words are looked for: the name, the name and its line, or all its text. */
export type MatchScope = 'name' | 'about' | 'all';

const FTS_COLUMNS: Record<MatchScope, string> = {
  name: 'name',
  about: 'name about',
  all: 'name about body',
};

export interface MatchOptions {
  scope: MatchScope;
  /** The synonyms too, or the searcher's own words only. */
  widened: boolean;
}

const slotAlternatives = (slot: SearchSlot, widened: boolean) =>
  widened ? slot.alternatives : [slot.own];

/** SQLite FTS5 (migration 0014's search_entries_fts): `kind : tool AND {name} : (...)`. */
export function ftsQuery(kind: string, plan: SearchPlan, { scope, widened }: MatchOptions) {
  const slots = plan.slots.map(
    (slot) =>
      `(${slotAlternatives(slot, widened)
        .map((words) => `"${words.join(' ')}"*`)
        .join(' OR ')})`,
  );
  const words = slots.join(' AND ');
  return `kind : ${kind} AND {${FTS_COLUMNS[scope]}} : (${words})`;
}

/** PostgreSQL to_tsquery('simple', …), over the vector of the scope (service.ts). */
export function tsQuery(plan: SearchPlan, widened: boolean) {
  const phrase = (words: string[]) =>
    words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' <-> ');
  return plan.slots
    .map((slot) => `(${slotAlternatives(slot, widened).map(phrase).join(' | ')})`)
    .join(' & ');
}
