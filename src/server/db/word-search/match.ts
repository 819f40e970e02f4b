import type { SearchPlan, SearchSlot } from './plan.js';

// A search plan as each engine's word-index query. Folded words hold only letters and digits
// (shared/search.ts), so neither syntax can be broken by them. Every word matches as a prefix
// ("prod" finds "produktiviti"); a phrase matches its words in order, the last as a prefix. A
// short synonym (not the searcher's own word) is a whole word: "whatsapp" widened to "wa" must
// not find "warna" and "waktu".

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

/** Letters up to which a synonym's last word is a whole word, not a prefix ("wa" not "warna"). */
const SHORT_SYNONYM = 3;

/** Whether an alternative's last word is matched as a prefix: the searcher's own always. */
const asPrefix = (slot: SearchSlot, words: string[]) =>
  words === slot.alternatives[0] ||
  words.join(' ') === slot.own.join(' ') ||
  words.at(-1)!.length > SHORT_SYNONYM;

/** SQLite FTS5 (migration 0014's search_entries_fts): `kind : tool AND {name} : (...)`. */
export function ftsQuery(kind: string, plan: SearchPlan, { scope, widened }: MatchOptions) {
  const slots = plan.slots.map(
    (slot) =>
      `(${slotAlternatives(slot, widened)
        .map((words) => `"${words.join(' ')}"${asPrefix(slot, words) ? '*' : ''}`)
        .join(' OR ')})`,
  );
  const words = slots.join(' AND ');
  return `kind : ${kind} AND {${FTS_COLUMNS[scope]}} : (${words})`;
}

/** PostgreSQL to_tsquery('simple', …), over the vector of the scope (service.ts). */
export function tsQuery(plan: SearchPlan, widened: boolean) {
  const phrase = (slot: SearchSlot, words: string[]) =>
    words
      .map((w, i) => (i === words.length - 1 && asPrefix(slot, words) ? `${w}:*` : w))
      .join(' <-> ');
  return plan.slots
    .map(
      (slot) =>
        `(${slotAlternatives(slot, widened)
          .map((words) => phrase(slot, words))
          .join(' | ')})`,
    )
    .join(' & ');
}
