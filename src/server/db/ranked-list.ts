// A list searched by its box (docs/product.md#lists-and-search): what the substring rule finds
// and what the forgiving search finds (folded accents and case, word prefixes, synonyms;
// db/word-search/), in the palette's ranks — exact name, name starts with, name words, name
// synonyms, the line, the rest of the text, then what only the substring rule finds — each rank
// in the list's own order. A page reads rank after rank and stops when it is full, so a broad
// word's first page is read from its first ranks. See docs/decisions/042-one-search-behind-every-box.md.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { SearchKind } from '../../shared/search.js';
import type { DB, Dialect } from './connect.js';
import { encodeCursor, invalidCursor } from './paging.js';
import { searchConditions, type SearchSpec } from './search.js';
import type { Database } from './schema.js';
import { anyWordCondition, someWordsConditions } from './word-search/any-word.js';
import { indexAllMarkedContent } from './word-search/index-entries.js';
import { planSearch } from './word-search/plan.js';
import { nearestNames, synonymsOf, wordRanks } from './word-search/ranks.js';

/** A row as the list reads it: its id and the key of its order. */
export interface KeyedRow {
  id: string;
  sort_key: unknown;
}

export interface RankedOptions<Row extends KeyedRow> {
  db: DB;
  dialect: Dialect;
  table: keyof Database;
  kind: SearchKind;
  search: SearchSpec;
  q: string;
  /** The position after which the page starts, as decoded (db/paging.ts), or none. */
  after: [string, string] | null;
  limit: number;
  /** Whether the list has filters besides the search (a category, saved only…). */
  filtered: boolean;
  /** Up to `count` rows meeting the condition and the filters, in the list's order, after `after`. */
  readPage: (
    condition: Expression<SqlBool>,
    after: [string, string] | null,
    count: number,
  ) => Promise<Row[]>;
  /** The rows meeting the condition and the filters, counted (undefined: not counted). */
  countOf: (condition: Expression<SqlBool>, costly: boolean) => Promise<number> | undefined;
}

export interface RankedPage<Row> {
  items: Row[];
  total?: number;
  nextCursor: string | null;
  /** An empty searched first page that the search alone found nothing for: a miss. */
  didYouMean?: string[];
  /** All the words together found nothing: these items have some of them. */
  partial?: true;
}

/**
 * The text each list's word ranks read: the prompts list searches a prompt's title and
 * description only (docs/product.md#prompts), the index's name and line; the others all of it.
 */
const WIDEST: Record<SearchKind, 'about' | 'all'> = {
  tool: 'all',
  tutorial: 'all',
  workflow: 'all',
  prompt: 'about',
};

/** Shorter searches (folded) rank the exact name, then what the substring rule finds. */
const WORD_RANKS_MIN_LENGTH = 3;

/**
 * A ranked cursor's key: the rank, then the list's own key (`3|2026-01-01T…`); a page of some
 * of the words marks its rank with `p` (`p4|…`).
 */
const RANKED_KEY = /^(p?)(\d+)\|([\s\S]*)$/;

const anyOf = (conditions: Expression<SqlBool>[]) =>
  sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

export async function rankedPage<Row extends KeyedRow>(
  options: RankedOptions<Row>,
): Promise<RankedPage<Row>> {
  const { db, dialect, table, kind, q } = options;
  // Content changed since the last search is indexed first (one short read when none was), all of it.
  await indexAllMarkedContent(db);
  const plan = planSearch(q, await synonymsOf(db));
  const substring = await searchConditions(
    db as unknown as Kysely<unknown>,
    dialect,
    table,
    options.search,
    q,
  );
  const ids = (rank: ReturnType<typeof wordRanks>[number]) =>
    sql<SqlBool>`id in (${rank(kind, sql`item_id`)})`;
  // One or two letters: every word they begin is also a substring, so past the exact name the
  // substring rule's own read (which walks the list's order for a common pair of letters) finds
  // them; the word ranks would each gather tens of thousands of ids at 100,000 tools.
  const short = plan.folded.length < WORD_RANKS_MIN_LENGTH;
  const words =
    plan.slots.length === 0
      ? []
      : wordRanks(dialect, plan, WIDEST[kind])
          .slice(0, short ? 1 : undefined)
          .map(ids);
  const ranks = [...words, ...(substring.none ? [] : [substring.page])];

  const someWords = () => someWordsConditions(dialect, kind, plan, 'item', WIDEST[kind]);
  let cursor: { partial: boolean; rank: number; after: [string, string] } | null = null;
  if (options.after) {
    const [key, id] = options.after;
    const parsed = RANKED_KEY.exec(key);
    const partial = parsed?.[1] === 'p';
    const rankCount = partial ? someWords().length : ranks.length;
    if (!parsed || Number(parsed[2]) >= rankCount) throw invalidCursor();
    cursor = { partial, rank: Number(parsed[2]), after: [parsed[3]!, id] };
  }
  if (cursor?.partial) {
    const { items, nextCursor } = await readRanks(options, someWords(), cursor, 'p', true);
    return { items, nextCursor, partial: true };
  }

  // The substring rule's count, kept (the very query the list without words or filters counts):
  // none means its rank need not be read — on PostgreSQL a term found nowhere reads every row,
  // and a search that found nothing is never kept whole (activity/list-misses.ts).
  const bySubstring = substring.none
    ? 0
    : await options.countOf(substring.count, substring.costly ?? false);
  const readable = bySubstring === 0 ? ranks.slice(0, words.length) : ranks;
  const { items, nextCursor } = await readRanks(options, readable, cursor, '', false);
  if (options.after) return { items, nextCursor };

  // Every word rank lies within the last (the widest text, synonyms too) but the name's own two.
  const wordMatched = [...new Set([...words.slice(0, 2), ...words.slice(-1)])];
  const total = await countMatches(options, substring, bySubstring, wordMatched);
  const answer: RankedPage<Row> = { items, ...(total === undefined ? {} : { total }), nextCursor };
  if (items.length > 0) return answer;
  // Found, but not with these filters: the filters are why ('Kosongkan penapis'), not a miss.
  const matched = [...(substring.none ? [] : [substring.count]), ...wordMatched];
  if (options.filtered && matched.length && (await foundAtAll(db, table, anyOf(matched)))) {
    return answer;
  }
  // All the words together found nothing: what some of them find, most words first.
  if (!short) {
    const some = await readRanks(options, someWords(), null, 'p', true);
    if (some.items.length > 0) {
      const someTotal = await options.countOf(
        anyWordCondition(dialect, kind, plan, WIDEST[kind]),
        true,
      );
      return { ...some, ...(someTotal === undefined ? {} : { total: someTotal }), partial: true };
    }
    const anyWord =
      someWords().length > 0 ? [anyWordCondition(dialect, kind, plan, WIDEST[kind])] : [];
    if (options.filtered && anyWord.length && (await foundAtAll(db, table, anyOf(anyWord)))) {
      return answer;
    }
  }
  return { ...answer, didYouMean: await nearestNames({ db, folded: plan.folded, kind }) };
}

/**
 * A page read rank after rank from the cursor's, until full. `exclusive`: no row meets two of
 * the ranks' conditions; otherwise each row is taken in the first rank that has it.
 */
async function readRanks<Row extends KeyedRow>(
  { readPage, limit }: RankedOptions<Row>,
  ranks: Expression<SqlBool>[],
  cursor: { rank: number; after: [string, string] } | null,
  mark: '' | 'p',
  exclusive: boolean,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const start = cursor?.rank ?? 0;
  const found: { rank: number; row: Row }[] = [];
  for (let rank = start; rank < ranks.length && found.length <= limit; rank++) {
    const earlier = exclusive ? [] : ranks.slice(0, rank);
    const condition = earlier.length
      ? sql<SqlBool>`(${ranks[rank]!} and not ${anyOf(earlier)})`
      : ranks[rank]!;
    const rows = await readPage(
      condition,
      rank === start ? (cursor?.after ?? null) : null,
      limit + 1 - found.length,
    );
    found.push(...rows.map((row) => ({ rank, row })));
  }
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    found.length > limit && last
      ? encodeCursor(`${mark}${last.rank}|${String(last.row.sort_key)}`, last.row.id)
      : null;
  return { items: page.map((f) => f.row), nextCursor };
}

/**
 * The substring rule's count, plus the rows only the word ranks find: for one or two letters the
 * few exact names, read by their ids rather than by testing every row twice.
 */
async function countMatches<Row extends KeyedRow>(
  { countOf }: RankedOptions<Row>,
  substring: Awaited<ReturnType<typeof searchConditions>>,
  bySubstring: number | undefined,
  words: Expression<SqlBool>[],
) {
  // A substring test on an empty column is null, not false: such a row is not a substring match.
  const onlyByWords = words.length
    ? await countOf(
        substring.none
          ? anyOf(words)
          : sql<SqlBool>`(${anyOf(words)} and not coalesce(${substring.count}, false))`,
        // A broad word's ids are gathered (100 ms at 100,000 tools): kept as the costly reads
        // are (db/read-cache.ts); any announced change still clears it.
        true,
      )
    : 0;
  return bySubstring === undefined || onlyByWords === undefined
    ? undefined
    : bySubstring + onlyByWords;
}

async function foundAtAll(db: DB, table: keyof Database, condition: Expression<SqlBool>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter
  const untyped = db as unknown as Kysely<any>;
  const row = await untyped
    .selectFrom(table)
    .select('id')
    .where(condition)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
