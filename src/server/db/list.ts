// One way to list a content table: docs/product.md#lists-and-search search, equality filters, a keyset page and the total.
// Every list (tools, tutorials, workflows, prompts and the admin tabs) is a few lines on top.
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { SearchKind } from '../../shared/search.js';
import type { Dialect, DB } from './connect.js';
import { cachedRead, keptCount } from './read-cache.js';
import { rankedPage, type KeyedRow } from './ranked-list.js';
import { searchConditions, type SearchSpec } from './search.js';
import { decodeCursor, encodeCursor, invalidCursor } from './paging.js';
import type { Database } from './schema.js';

/** Newest first, or alphabetical (case-insensitive) by one column. */
/** Newest first by created_at, or by another time column (never-set rows last); or A to Z. */
export type ListSort = { newest: true; column?: string } | { alphabetical: string };
/** Where a time column that was never set sorts (last, newest first). */
const NEVER = '1970-01-01T00:00:00.000Z';

export type { SearchSpec };

/** A column of `T`, as the list query selects it. */
export type ColumnOf<T extends keyof Database> = keyof Selectable<Database[T]> & string;

export interface ListOptions<T extends keyof Database, C extends ColumnOf<T> = ColumnOf<T>> {
  db: DB;
  dialect: Dialect;
  table: T;
  /**
   * The columns the list's cards show (its `id` is always read, for the cursor); every column
   * when left out, as the admin tabs list full records.
   */
  columns?: readonly C[];
  search: SearchSpec;
  /**
   * A content list searched by members: its box also finds what the palette's search finds, in
   * its ranks (db/ranked-list.ts), and an empty search says the nearest names. Without it (the
   * admin tabs, the export), the substring rule alone, in the list's order.
   */
  kind?: SearchKind;
  /** The person's words, and where the page starts and how long it is. */
  query: { q?: string | undefined; cursor?: string | undefined; limit: number };
  /** Equality filters; an undefined value is no filter ('all'). */
  equal?: Record<string, string | number | undefined>;
  /** Further conditions, all of which must hold. */
  where?: Expression<SqlBool>[];
  sort: ListSort;
  /** False: the first page is not counted either (an export reads pages and shows no total). */
  count?: boolean;
}

export interface ListPage<Row> {
  items: Row[];
  /** The first page's only: a page after a cursor is not counted again. */
  total?: number;
  nextCursor: string | null;
  /** A searched content list's empty first page that the search found nothing for at all. */
  didYouMean?: string[];
  /** All the words together found nothing: these items have some of them (db/ranked-list.ts). */
  partial?: true;
}

/** `column = value`, for equality filters. */
const equals = (column: string, value: string | number): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = ${value}`;

export async function listPage<T extends keyof Database, C extends ColumnOf<T> = ColumnOf<T>>(
  options: ListOptions<T, C>,
): Promise<ListPage<Pick<Selectable<Database[T]>, C>>> {
  // The table is chosen at run time; the conditions are raw SQL, so the builder is untyped here
  // and the rows are typed again on the way out.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = options.db as unknown as Kysely<any>;
  const { limit, cursor } = options.query;
  const q = options.query.q?.trim();
  const table = options.table as string;
  const equal = Object.entries(options.equal ?? {}).flatMap(([column, value]) =>
    value === undefined ? [] : [equals(column, value)],
  );
  const from = (searchCondition?: Expression<SqlBool>) => {
    const conditions = [
      ...equal,
      ...(options.where ?? []),
      ...(searchCondition ? [searchCondition] : []),
    ];
    return conditions.length
      ? db.selectFrom(table).where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
      : db.selectFrom(table);
  };

  const alphabetical = 'alphabetical' in options.sort ? options.sort.alphabetical : null;
  const sortKey = alphabetical
    ? sql<string>`lower(${sql.ref(alphabetical)})`
    : 'column' in options.sort && options.sort.column
      ? sql<string>`coalesce(${sql.ref(options.sort.column)}, ${NEVER})`
      : sql.ref('created_at');
  const direction = alphabetical ? 'asc' : 'desc';
  // The database's own lower() gives the cursor key, so paging agrees with its ordering.
  const columns = options.columns ? [...new Set(['id', ...options.columns])] : null;
  type Row = Pick<Selectable<Database[T]>, C>;

  /** Up to `count` rows meeting the condition and the filters, in the list's order, after `after`. */
  const readPage = async (
    condition: Expression<SqlBool> | undefined,
    after: [string, string] | null,
    count: number,
  ) => {
    // Only the exact form the database hands out: PostgreSQL refuses to cast what Date.parse takes.
    if (after && !alphabetical && !isIsoTime(after[0])) throw invalidCursor();
    const rowsOf = from(condition);
    let page = (columns ? rowsOf.select(columns) : rowsOf.selectAll()).select(
      sortKey.as('sort_key'),
    );
    if (after) {
      const [key, id] = after;
      const op = alphabetical ? sql`>` : sql`<`;
      page = page.where(
        sql<SqlBool>`(${sortKey} ${op} ${key} or (${sortKey} = ${key} and id ${op} ${id}))`,
      );
    }
    return (await page
      .orderBy(sortKey, direction)
      .orderBy('id', direction)
      .limit(count)
      .execute()) as (Row & KeyedRow)[];
  };
  const countOf = (condition: Expression<SqlBool> | undefined, costly: boolean) =>
    options.count === false
      ? undefined
      : keptCount(options.db, from(condition).select(sql<number>`count(*)`.as('n')), {
          // Kept longer only with no further conditions: those (a member's saved items) change
          // without an announced change to clear them.
          costly: costly && !options.where?.length,
        });
  const withoutKeys = (rows: (Row & KeyedRow)[]) =>
    rows.map(({ sort_key: _, ...row }) => row as unknown as Row);

  const after = decodeCursor(cursor);
  if (q && options.kind) {
    const read = () =>
      rankedPage({
        db: options.db,
        dialect: options.dialect,
        table: options.table,
        kind: options.kind!,
        search: options.search,
        q,
        after,
        limit,
        filtered: equal.length > 0 || (options.where?.length ?? 0) > 0,
        readPage,
        countOf,
      });
    // A search that found nothing is never kept whole (its miss is counted each time), so its
    // page is kept here, as the lists' totals are; not a list narrowed by further conditions (a
    // member's saved items), which change without an announced change.
    const key = `ranked:${table}:${JSON.stringify([options.equal, options.sort, limit, cursor, q])}`;
    const ranked = options.where?.length ? await read() : await cachedRead(options.db, key, read);
    return { ...ranked, items: withoutKeys(ranked.items) };
  }

  const search = q
    ? await searchConditions(db, options.dialect, options.table, options.search, q)
    : null;
  // A search that matches nothing needs no page and no count.
  if (search?.none) return { items: [], ...(cursor ? {} : { total: 0 }), nextCursor: null };
  const [rows, count] = await Promise.all([
    readPage(search?.page, after, limit + 1),
    after ? undefined : countOf(search?.count, search?.costly ?? false),
  ]);

  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor(String(last.sort_key), last.id) : null;
  return {
    items: withoutKeys(items),
    ...(count === undefined ? {} : { total: count }),
    nextCursor,
  };
}

/**
 * A time exactly as the database hands it out, in years 1–9999: JavaScript dates reach years
 * PostgreSQL cannot hold (`+275760-09-13T…`, year 0), which it refuses with an error (issue 15).
 */
const ISO_TIME = /^(\d{4})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
function isIsoTime(text: string) {
  const year = ISO_TIME.exec(text)?.[1];
  if (!year || Number(year) < 1) return false;
  const time = new Date(text);
  return !Number.isNaN(time.getTime()) && time.toISOString() === text;
}

/** Maps a page's rows through a presenter (routes present, services return rows). */
export const presentPage = <Row, Out>(page: ListPage<Row>, present: (row: Row) => Out) => ({
  ...page,
  items: page.items.map(present),
});
