// A content kind's admin tab API, from its definition (docs/architecture.md#content-definitions):
// the same presenter, search and form-to-columns mapping as the member side, and the category
// check every categorised item's write makes.
import { ITEM_TYPES } from '../../shared/constants.js';
import { CATEGORIZED, assertKnownCategory } from '../content/categories.js';
import type { ContentDefinition, ContentTable } from '../content/definition.js';
import type { CrudDefinition } from './crud.js';

/** A categorised table's rows have the id and category the check reads. */
type Categorised<T extends ContentTable, Create, Update, Item> = NonNullable<
  CrudDefinition<T, Create, Update, Item>['beforeWrite']
>;
type ItemType = (typeof ITEM_TYPES)[number];
const isItemType = (kind: string): kind is ItemType =>
  (ITEM_TYPES as readonly string[]).includes(kind);

export function contentCrud<T extends ContentTable, Create, Update, Item>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the card and query play no part here
  content: ContentDefinition<T, any, any, Item, Create, Update, any>,
): CrudDefinition<T, Create, Update, Item> {
  const { create, update, item } = content.contracts;
  return {
    resource: content.table,
    create,
    update,
    item,
    search: content.search,
    present: content.present,
    toRow: content.toRow,
    notFound: content.notFound,
    // Favourites and statuses name the item by id: they go with it (prompts' by foreign key).
    ...(isItemType(content.kind) ? { itemType: content.kind } : {}),
    ...((CATEGORIZED as readonly string[]).includes(content.table)
      ? { beforeWrite: assertKnownCategory as Categorised<T, Create, Update, Item> }
      : {}),
  };
}
