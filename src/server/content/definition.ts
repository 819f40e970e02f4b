// What one kind of content is, in one place (docs/architecture.md#content-definitions): its
// table, the columns and presenter of its card, its detail presenter, its search fields, how its
// form's fields become columns, and its member list's filters. The member routes, the dashboard,
// reports, the admin CRUD and import/export read it; a feature never defines a card again.
import type { Expression, Insertable, Selectable, SqlBool } from 'kysely';
import type { z } from 'zod';
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
  Create,
  Update,
  Query,
> {
  table: T;
  /** The API's contracts (shared/): the member list's query and page, the item, the forms. */
  contracts: {
    listQuery: z.ZodType<Query>;
    listPage: z.ZodType;
    item: z.ZodType<Item>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
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
  toRow: (input: Create | Update) => ContentFields<T>;
  notFound: string;
}

/** A kind's definition, its types read from its parts. */
export const defineContent = <
  T extends ContentTable,
  C extends keyof ContentRow<T> & string,
  Card,
  Item,
  Create,
  Update,
  Query,
>(
  definition: ContentDefinition<T, C, Card, Item, Create, Update, Query>,
) => definition;

/** Tutorials' and workflows' lists: by category and difficulty, by title or newest first. */
export const byCategoryAndDifficulty = (query: {
  category?: string | undefined;
  difficulty?: string | undefined;
  sort?: string | undefined;
}): ListFilters => ({
  equal: { category: query.category, difficulty: query.difficulty },
  sort: query.sort === 'title' ? { alphabetical: 'title' } : { newest: true },
});

/** Any definition, where only what every kind has is used (reports, the list service). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentDefinition = ContentDefinition<any, any, any, any, any, any, any>;

/** `alias.column` for each column, to select a card's columns from a join (`tutorials as t`). */
export const columnsAs = <A extends string, C extends string>(alias: A, columns: readonly C[]) =>
  columns.map((column) => `${alias}.${column}` as `${A}.${C}`);
