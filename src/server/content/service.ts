// The member list and detail reads every content kind shares, from its definition
// (docs/architecture.md#content-definitions).
import type { Selectable } from 'kysely';
import { savedBy as savedByMember } from '../activity/saved.js';
import type { DB, Dialect } from '../db/connect.js';
import { listPage } from '../db/list.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ContentDefinition, ContentRow, ContentTable } from './definition.js';

interface ListOptions<T extends ContentTable, C extends keyof ContentRow<T> & string, Query> {
  db: DB;
  dialect: Dialect;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  content: ContentDefinition<T, C, any, any, any, any, Query>;
  query: Query & { q?: string | undefined; cursor?: string | undefined; limit: number };
  /** A member's id: only the items that member saved (issue 19). */
  savedBy?: string | undefined;
}

/** The items matching the list's search and filters: one keyset page of cards plus the total. */
export function listContent<T extends ContentTable, C extends keyof ContentRow<T> & string, Query>({
  db,
  dialect,
  content,
  query,
  savedBy,
}: ListOptions<T, C, Query>) {
  const { equal, where = [], sort } = content.listFilters(query, dialect);
  return listPage({
    db,
    dialect,
    table: content.table as T,
    kind: content.kind,
    columns: content.cardColumns as unknown as readonly (keyof Selectable<Database[T]> & C)[],
    search: content.search,
    query,
    equal,
    where: [...where, ...(savedBy ? [savedByMember(savedBy, content.kind)] : [])],
    sort,
  });
}

/** One whole item by id (404 with the kind's words when there is none). */
export async function readContent<T extends ContentTable>({
  db,
  content,
  id,
}: {
  db: DB;
  content: { table: T; notFound: string };
  id: string;
}): Promise<ContentRow<T>> {
  // The table is the definition's; the row is typed again on the way out (as in db/list.ts).
  const row = await (db as unknown as DB)
    .selectFrom(content.table as 'tools')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(content.notFound);
  return row as unknown as ContentRow<T>;
}
