import { z } from 'zod';
import { SEARCH_MAX } from './limits.js';
import { FIELD_MESSAGES, textList } from './api.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// Issue 22: the one search over tools, tutorials, workflows and prompts (the command palette),
// forgiving where the lists' own search is exact (docs/product.md#search-everything).

export const SEARCH_KINDS = ['tool', 'tutorial', 'workflow', 'prompt'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results of one kind per answer: the palette shows 5; a "more" page asks for up to 20. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** The palette pages a few times at most; past this the list page's "see all" is the way. */
export const SEARCH_OFFSET_MAX = 100;
/** Words of a search that are looked at (the rest are ignored). */
export const SEARCH_WORDS_MAX = 8;

/**
 * A text as search compares it, the same on SQLite and PostgreSQL because it is done here and
 * stored folded: accents off ("Ünï" → "uni"), lower case, every run of what is not a letter or
 * a digit one space ("DALL-E" → "dall e").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded words of a search, at most SEARCH_WORDS_MAX of them. */
export const searchWords = (text: string): string[] =>
  foldText(text).split(' ').filter(Boolean).slice(0, SEARCH_WORDS_MAX);

/** A search as names are compared with it and as a miss is counted: its words, folded. */
export const foldedSearch = (text: string): string => searchWords(text).join(' ');

// The palette's query checks (English, as the API's own fields are named).
export const SEARCH_MESSAGES = defineMessages('SEARCH_MESSAGES', {
  required: 'Search is required',
  kindInvalid: `kind must be one of ${SEARCH_KINDS.join(', ')}`,
} as const);

export const SearchQuery = z.object({
  q: z
    .string(lazyMessage(() => SEARCH_MESSAGES.required))
    .trim()
    .min(
      1,
      lazyMessage(() => SEARCH_MESSAGES.required),
    )
    .max(
      SEARCH_MAX,
      lazyMessage(() => FIELD_MESSAGES.searchTooLong),
    ),
  /** One kind only (the palette's "more" of a group); all four without it. */
  kind: z
    .enum(
      SEARCH_KINDS,
      lazyMessage(() => SEARCH_MESSAGES.kindInvalid),
    )
    .optional(),
  limit: z.coerce
    .number(lazyMessage(() => FIELD_MESSAGES.limitWhole))
    .int(lazyMessage(() => FIELD_MESSAGES.limitWhole))
    .min(
      1,
      lazyMessage(() => FIELD_MESSAGES.limitTooSmall),
    )
    .max(
      SEARCH_LIMIT_MAX,
      lazyMessage(() => FIELD_MESSAGES.fieldTooLarge('limit', SEARCH_LIMIT_MAX)),
    )
    .default(SEARCH_LIMIT_DEFAULT),
  offset: z.coerce
    .number(lazyMessage(() => FIELD_MESSAGES.fieldWhole('offset')))
    .int(lazyMessage(() => FIELD_MESSAGES.fieldWhole('offset')))
    .min(
      0,
      lazyMessage(() => FIELD_MESSAGES.fieldTooSmall('offset', 0)),
    )
    .max(
      SEARCH_OFFSET_MAX,
      lazyMessage(() => FIELD_MESSAGES.fieldTooLarge('offset', SEARCH_OFFSET_MAX)),
    )
    .default(0),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** A line under the title: what a tool does, a tutorial's instructor, a workflow's goal. */
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(SearchHit),
  /** More of this kind past this page. */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchResponse = z.object({
  /** Only the kinds with a hit, in SEARCH_KINDS order. */
  groups: z.array(SearchGroup),
  /** When nothing matched: the nearest names ("Adakah anda maksudkan …"), closest first. */
  didYouMean: z.array(z.string()),
  /** All the words together found nothing: these have some of them, most words first. */
  partial: z.literal(true).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

// A synonym group, as the admin edits it: words and phrases that mean the same to a searcher.
export const SYNONYM_WORD_MAX = 40;
export const SYNONYM_WORDS_MAX = 12;
export const SYNONYM_MESSAGES = defineMessages('SYNONYM_MESSAGES', {
  wordsRequired: 'Masukkan sekurang-kurangnya dua perkataan berlainan',
  notFound: 'Kumpulan sinonim tidak dijumpai.',
} as const);

export const SynonymGroupRequest = z.object({
  words: textList(SYNONYM_WORDS_MAX, SYNONYM_WORD_MAX).refine(
    (words) => new Set(words.map(foldText).filter(Boolean)).size >= 2,
    lazyMessage(() => SYNONYM_MESSAGES.wordsRequired),
  ),
});
export type SynonymGroupRequest = z.infer<typeof SynonymGroupRequest>;
export type SynonymGroupForm = z.input<typeof SynonymGroupRequest>;

export const SynonymGroupResponse = z.object({
  id: z.string(),
  words: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SynonymGroupResponse = z.infer<typeof SynonymGroupResponse>;

/**
 * A search that found nothing, as the operator's reports count it (no member is named):
 * members who searched it (in a report, those who did in its period), and how often, at most
 * once per member a day (docs/product.md#search-everything).
 */
export const SearchMiss = z.object({
  term: z.string(),
  members: z.number().int(),
  count: z.number().int(),
  lastSeen: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMiss>;
export const SearchMissesResponse = z.object({ items: z.array(SearchMiss) });
export type SearchMissesResponse = z.infer<typeof SearchMissesResponse>;
