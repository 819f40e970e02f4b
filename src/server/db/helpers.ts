// Dialect-neutral query helpers: every engine difference above the schema lives here.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from './connect.js';

const likePattern = (needle: string) =>
  `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match (SPEC §5 search), safe against LIKE wildcards. */
export function containsInsensitive(column: string, needle: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(needle)} escape '\\'`;
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
): Expression<SqlBool> {
  const pattern = likePattern(needle);
  const items =
    dialect === 'postgres'
      ? sql`jsonb_array_elements_text(${sql.ref(column)}::jsonb) as item(value)`
      : sql`json_each(${sql.ref(column)}) as item`;
  return sql<SqlBool>`(lower(${sql.ref(column)}) like ${pattern} escape '\\' and exists (select 1 from ${items} where lower(item.value) like ${pattern} escape '\\'))`;
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

export function fromJsonList<T = string>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
