// docs/product.md#lists-and-search search (case-insensitive substring) over named columns and JSON list columns, read
// through the trigram index of migration 0004 where it can answer, so it stays fast at 100,000.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB, Dialect } from './connect.js';
import { cachedRead, keptCount } from './read-cache.js';
import {
  JSON_ESCAPED,
  containsInsensitive,
  likePattern,
  listContainsInsensitive,
  type ListItemMatch,
} from './helpers.js';
import type { Database } from './schema.js';

/** Which text a search looks through: plain columns and the items of JSON list columns. */
export interface SearchSpec {
  columns: readonly string[];
  lists?: readonly ({ column: string } & ListItemMatch)[];
}

/** The tables with a trigram search index (migration 0004) and the columns it covers. */
const SEARCH_INDEXES: Partial<Record<keyof Database, readonly string[]>> = {
  tools: ['name', 'description', 'main_function', 'key_features'],
  tutorials: ['title', 'description', 'instructor', 'category', 'steps'],
  workflows: ['title', 'description', 'goal', 'steps'],
  prompts: ['title', 'description'],
};
// Trigrams need 3 characters; JSON escapes some characters, so the index cannot see them.
const INDEX_MIN_LENGTH = 3;
const ASCII = /^[\x20-\x7e]*$/;
// Past this many index hits, walking the list's sort order and testing each row finds the first
// page sooner than gathering and sorting every hit.
const BROAD_MATCHES = 2000;

/** The search as a condition for counting and one for reading a page (they select the same rows). */
export interface SearchConditions {
  count: Expression<SqlBool>;
  page: Expression<SqlBool>;
  /** Known to match no row at all: the list needs no query. */
  none?: boolean;
  /** No index can answer it: counting reads every row, so the count is kept longer (read-cache.ts). */
  costly?: boolean;
}

export async function searchConditions(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: keyof Database,
  search: SearchSpec,
  rawQ: string,
): Promise<SearchConditions> {
  // Control characters cannot be typed into a search box; the index separates columns with one.
  // eslint-disable-next-line no-control-regex
  const q = rawQ.replace(/[\u0000-\u001f]/g, '');
  const exact = exactCondition(dialect, search, q);
  const indexed = SEARCH_INDEXES[table];
  const columns = [...search.columns, ...(search.lists ?? []).map((l) => l.column)];
  // The index matches every column it covers, so it serves only a search over all of them.
  const usable =
    indexed &&
    columns.length === indexed.length &&
    columns.every((c) => indexed.includes(c)) &&
    [...q].length >= INDEX_MIN_LENGTH &&
    !JSON_ESCAPED.test(q);
  if (!indexed || !usable) {
    return dialect === 'sqlite'
      ? unindexed(db, table, exact)
      : { count: exact, page: exact, costly: true };
  }

  // Plain columns and lists of strings: a substring of the indexed text (no `"` in the search)
  // is a substring of one column or one item, so the index answers exactly. Lists of objects
  // would also match their keys ("title"), so their items are checked one by one.
  // Only for ASCII: the index folds the case of other letters, SQL's lower() does not, and a
  // search must find the same rows whether the index answers it or not.
  const byIndexAlone = ASCII.test(q) && (search.lists ?? []).every((l) => !l.keys?.length);
  const both = (cut: Expression<SqlBool>) =>
    byIndexAlone ? cut : sql<SqlBool>`(${cut} and ${exact})`;

  if (dialect === 'postgres') {
    // The same expression as the index, so the planner can use it.
    const text = indexed.map((c) => sql`coalesce(${sql.ref(c)}, '')`);
    const cut = sql<SqlBool>`lower(${sql.join(text, sql` || chr(31) || `)}) like ${likePattern(q)} escape '\\'`;
    return { count: both(cut), page: both(cut) };
  }
  const fts = sql.table(`${table}_search`);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const hits = sql`(select rowid from ${fts} where ${fts} match ${phrase})`;
  const hitCount = () =>
    sql<{ n: number }>`select count(*) as n from ${fts} where ${fts} match ${phrase}`
      .execute(db)
      .then(({ rows }) => Number(rows[0]?.n ?? 0));
  const matches = await cachedRead(db as DB, `hits:${table}:${phrase}`, hitCount);
  const cut = sql<SqlBool>`${sql.table(table)}.rowid in ${hits}`;
  // A word in thousands of rows: the page walks the list's order and tests each row itself,
  // finding its 25 within the first hundred or so rows instead of gathering every hit.
  const broad = matches > BROAD_MATCHES;
  return { count: both(cut), page: broad ? exact : both(cut), none: matches === 0 };
}

/**
 * A search the index cannot answer on SQLite (one or two letters, or text JSON escapes) reads
 * every row once to count its matches (kept a minute: read-cache.ts's costly reads). Few matches are then
 * gathered in that same one pass and sorted, rather than found by walking the whole list's order
 * and reading every row on the way (a two-letter word in no row took 0.7 s that way); many are
 * found within the first rows of the order, as a broad word is above.
 */
async function unindexed(
  db: Kysely<unknown>,
  table: keyof Database,
  exact: Expression<SqlBool>,
): Promise<SearchConditions> {
  const matching = sql`(select rowid from ${sql.table(table)} where ${exact})`;
  // The same query as the total of the list without other filters, so that one is kept too.
  const matches = await keptCount(
    db as DB,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter
    (db as Kysely<any>)
      .selectFrom(table)
      .where(exact)
      .select(sql<number>`count(*)`.as('n')),
    { costly: true },
  );
  const page =
    matches > BROAD_MATCHES ? exact : sql<SqlBool>`${sql.table(table)}.rowid in ${matching}`;
  return { count: exact, page, none: matches === 0, costly: true };
}

function exactCondition(dialect: Dialect, search: SearchSpec, q: string): Expression<SqlBool> {
  const parts = [
    ...search.columns.map((c) => containsInsensitive(dialect, c, q)),
    ...(search.lists ?? []).map(({ column, ...match }) =>
      listContainsInsensitive(dialect, column, q, match),
    ),
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
