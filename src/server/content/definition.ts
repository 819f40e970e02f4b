// What one kind of content is, in one place (docs/architecture.md#content-definitions): its
// table, the columns and presenter of its card, its detail presenter, its search fields, how its
// form's fields become columns, and its member list's filters. The member routes, the dashboard,
// reports, the admin CRUD and import/export read it; a feature never defines a card again.
import type { Expression, Insertable, Selectable, SqlBool } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { ListSort, SearchSpec } from '../db/list.js';
import type { Database } from '../db/schema.js';
import type { SavedKind } from '../activity/saved.js';

export type ContentTable = 'tools' | 'tutorials' | 'workflows' | 'prompts';
export type ContentRow<T extends ContentTable> = Selectable<Database[T]>;
/** The columns a form writes: everything but the id and the times. */
export type ContentFields<T extends ContentTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_at' | 'updated_at'
>;

/** What a member list's query adds to the search: equality filters, conditions, the order. */
export interface ListFilters {
  equal?: Record<string, string | number | undefined>;
  where?: Expression<SqlBool>[];
  sort: ListSort;
}

export interface ContentDefinition<
  T extends ContentTable,
  C extends keyof ContentRow<T> & string,
  Card,
  Item,
  Input,
  Query,
> {
  table: T;
  /** The kind members save and reports count it as. */
  kind: SavedKind;
  /** The column an item is known by (its card's heading, reports' name). */
  nameColumn: 'name' | 'title';
  /** The columns a card is made from (lists select only these). */
  cardColumns: readonly C[];
  presentCard: (row: Pick<ContentRow<T>, C>) => Card;
  /** The whole item, as its detail page and the admin's edit form read it. */
  present: (row: ContentRow<T>) => Item;
  /** The fields a list search matches (docs/product.md, per kind). */
  search: SearchSpec;
  /** The member list's filters and order for its query. */
  listFilters: (query: Query, dialect: Dialect) => ListFilters;
  /** The columns an add or edit form (and an imported row) writes. */
  toRow: (input: Input) => ContentFields<T>;
  notFound: string;
}

/** Any definition, where only what every kind has is used (reports, the list service). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentDefinition = ContentDefinition<any, any, any, any, any, any>;

/** `alias.column` for each column, to select a card's columns from a join (`tutorials as t`). */
export const columnsAs = <A extends string, C extends string>(alias: A, columns: readonly C[]) =>
  columns.map((column) => `${alias}.${column}` as `${A}.${C}`);
