// The product's own Malay words, in one place (issue 20, docs/product.md#glossary). A string the
// specification fixes is kept exactly as it is, even where it says it another way ('Butiran anda
// akan dihantar ke email', 'Profil berjaya dikemaskini'); every wording the product chose itself
// takes its words from here. It imports nothing but its words (glossary-words.ts, which is all
// /landing's first load reads): the server and the SPA read this file.

import { WORDS } from './glossary-words.js';
import { defineMessages } from './i18n/define-messages.js';

export { WORDS };

/**
 * Malay names of the categories the product ships (shared/constants.ts: the ten member-facing
 * ones, and Business of the prompts). A category's stored name stays English: filters, addresses
 * and the API use it; only what is shown is Malay.
 */
export const CATEGORY_LABELS: Record<string, string> = defineMessages('CATEGORY_LABELS', {
  writing: 'Penulisan',
  design: 'Reka Bentuk',
  marketing: 'Pemasaran',
  productivity: 'Produktiviti',
  research: 'Penyelidikan',
  coding: 'Pengaturcaraan',
  audio: 'Audio',
  video: 'Video',
  automation: 'Automasi',
  agents: 'Ejen AI',
  business: 'Perniagaan',
});

/** A category as shown: its Malay name when the product ships it, else (an admin's own) its name. */
export function categoryLabel(name: string): string {
  return CATEGORY_LABELS[name.trim().toLowerCase()] ?? name;
}

/**
 * docs/product.md fixes workflow difficulty as the values Beginner, Intermediate and Advanced, and tutorial and
 * prompt difficulty as Pemula, Pertengahan and Lanjutan; it names no label for the former, so a
 * member sees one set of words for both. Admin forms keep the stored values (as the add form names them).
 */
export const DIFFICULTY_LABELS: Record<string, string> = defineMessages('DIFFICULTY_LABELS', {
  beginner: 'Pemula',
  intermediate: 'Pertengahan',
  advanced: 'Lanjutan',
});

/** A difficulty as shown: Beginner → Pemula and so on; the Malay ones and free text as they are. */
export function difficultyLabel(difficulty: string): string {
  return DIFFICULTY_LABELS[difficulty.trim().toLowerCase()] ?? difficulty;
}

/** '1 tool', '0 tools', '24 tools': the one place where a count picks its noun's number. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A list's count line, 'Showing N tools' (docs/product.md#lists-and-search) with the noun singular for one:
 * showingCount('tool', 'tools')(1) is 'Showing 1 tool'.
 */
export const showingCount =
  (one: string, many: string) =>
  (n: number): string =>
    `Showing ${countOf(n, one, many)}`;

/** The '+N more tools' of a workflow card (docs/product.md#workflows), singular for one: '+1 more tool'. */
export const moreTools = (n: number) => GLOSSARY_MESSAGES.moreTools(n);

/**
 * The accessible name of every icon-only favourite button (a card's save toggle, a prompt's
 * heart): 'Kegemaran: ChatGPT'. aria-pressed says whether it is one.
 */
export const favoriteLabel = (name: string) => GLOSSARY_MESSAGES.favoriteLabel(name);

/** The glossary's own sentences (moreTools and favoriteLabel above read them). */
export const GLOSSARY_MESSAGES = defineMessages('GLOSSARY_MESSAGES', {
  moreTools: (n: number) => `+${countOf(n, 'more tool', 'more tools')}`,
  favoriteLabel: (name: string) => `${WORDS.favorite}: ${name}`,
});
