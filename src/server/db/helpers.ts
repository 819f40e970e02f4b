// Dialect-neutral query helpers: every engine difference above the schema lives here.
import { PostgresAdapter, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect } from './connect.js';

/** Characters JSON.stringify writes escaped: the raw JSON text does not contain them as is. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters JSON escapes
export const JSON_ESCAPED = /["\\\u0000-\u001f]/;

/** JSON's punctuation and escapes: a needle with none of them cannot match across two items. */
// eslint-disable-next-line no-control-regex -- the characters JSON escapes are among them
const JSON_SYNTAX = /["\\,:[\]{}\u0000-\u001f]/;

/**
 * `text`, folded for a case-insensitive LIKE. SQLite's LIKE already folds A–Z, so an ASCII search
 * there reads the text as it is (no lower() on every row: a short search reads them all); beyond
 * ASCII it uses `unicode_lower` (JavaScript's toLowerCase, registered in connect.ts), the same
 * folding the needle gets. PostgreSQL's LIKE is exact, so there it is lower().
 */
function folded(dialect: Dialect, needle: string, text: RawBuilder<unknown>) {
  if (dialect === 'postgres') return sql`lower(${text})`;
  return /[^\x20-\x7e]/.test(needle) ? sql`unicode_lower(${text})` : text;
}

export const likePattern = (needle: string) =>
  `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match (docs/product.md#limits search), safe against LIKE wildcards. */
export function containsInsensitive(
  dialect: Dialect,
  column: string,
  needle: string,
): Expression<SqlBool> {
  return sql<SqlBool>`${folded(dialect, needle, sql.ref(column))} like ${likePattern(needle)} escape '\\'`;
}

/**
 * Which part of a JSON list item a search reads: the item itself when it is a string (on by
 * default), and these keys when it is an object (workflow steps: task and description).
 */
export interface ListItemMatch {
  keys?: readonly string[];
  strings?: boolean;
}

/**
 * Case-insensitive substring match against the items of a JSON list column, not its JSON
 * punctuation (a search for `"` or `,` must not match every row). The plain LIKE on the text
 * narrows the rows cheaply; the per-item check makes the answer exact.
 */
export function listContainsInsensitive(
  dialect: Dialect,
  column: string,
  needle: string,
  { keys = [], strings = true }: ListItemMatch = {},
): Expression<SqlBool> {
  const pattern = likePattern(needle);
  const like = (text: RawBuilder<unknown>) =>
    sql`${folded(dialect, needle, text)} like ${pattern} escape '\\'`;
  const postgres = dialect === 'postgres';
  const items = postgres
    ? sql`jsonb_array_elements(${jsonbListOrEmpty(column)}) as item(value)`
    : sql`json_each(${jsonListOrEmpty(column)}) as item`;
  const checks: RawBuilder<unknown>[] = [];
  if (strings) {
    checks.push(
      postgres
        ? sql`(jsonb_typeof(item.value) = 'string' and ${like(sql`item.value #>> '{}'`)})`
        : sql`(item.type = 'text' and ${like(sql`item.value`)})`,
    );
  }
  for (const key of keys) {
    checks.push(
      postgres
        ? like(sql`item.value ->> ${sql.lit(key)}`)
        : // json_extract on a plain string item would fail: only objects are read by key.
          sql`(item.type = 'object' and ${like(sql`json_extract(item.value, ${sql.lit(`$.${key}`)})`)})`,
    );
  }
  const exact = sql<SqlBool>`exists (select 1 from ${items} where ${sql.join(checks, sql` or `)})`;
  // JSON writes some characters escaped, so the raw text can only narrow searches without them.
  if (JSON_ESCAPED.test(needle)) return exact;
  const raw = like(sql.ref(column));
  // In a list of strings, a needle without JSON's punctuation that is in the raw text is in one
  // item, unless the text holds an escape (`\n` would give a search for "n" a match): the items
  // are read one by one only then, so a short search, which reads every row, stays quick.
  if (keys.length === 0 && strings && !JSON_SYNTAX.test(needle)) {
    const position = dialect === 'postgres' ? sql.raw('strpos') : sql.raw('instr');
    return sql<SqlBool>`(${raw} and (${position}(${sql.ref(column)}, ${'\\'}) = 0 or ${exact}))`;
  }
  return sql<SqlBool>`(${raw} and ${exact})`;
}

// A value that is not a list (data from elsewhere) reads as an empty list, not as an error.
// (On PostgreSQL, text that is not JSON at all still fails the cast: the app only writes JSON.)
export const jsonListOrEmpty = (column: string) =>
  sql`case when json_valid(${sql.ref(column)}) and json_type(${sql.ref(column)}) = 'array' then ${sql.ref(column)} else '[]' end`;
export const jsonbListOrEmpty = (column: string) =>
  sql`case when jsonb_typeof(${sql.ref(column)}::jsonb) = 'array' then ${sql.ref(column)}::jsonb else '[]'::jsonb end`;

/** Exact (case-sensitive) membership of `value` in a JSON list of strings. */
export function listHas(dialect: Dialect, column: string, value: string): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)}::jsonb @> jsonb_build_array(${value}::text)`
    : sql<SqlBool>`exists (select 1 from json_each(${jsonListOrEmpty(column)}) as item where item.type = 'text' and item.value = ${value})`;
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? []);
}

/** The items of a stored JSON list; anything that is not a list reads as empty. */
export function fromJsonList(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The text items of a stored JSON list of strings (key features, tools…); others are dropped. */
export const fromStringList = (text: string | null | undefined): string[] =>
  fromJsonList(text).filter((item): item is string => typeof item === 'string');

/**
 * The calendar date (YYYY-MM-DD) of a stored time at a fixed offset from UTC, for grouping by
 * day (the learning streak's Asia/Kuala_Lumpur days are UTC+8 all year).
 */
export function dateAtOffset(dialect: Dialect, column: string, hours: number): RawBuilder<string> {
  const offset = Math.trunc(hours);
  return dialect === 'postgres'
    ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + make_interval(hours => ${sql.lit(offset)}), 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, ${sql.lit(`${offset >= 0 ? '+' : ''}${offset} hours`)})`;
}

/** Whether `db` runs on PostgreSQL (row locks and other PostgreSQL-only statements). */
export const onPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;
