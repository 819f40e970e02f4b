import type { Selectable } from 'kysely';
import {
  CATEGORY_MESSAGES,
  CategoryRequest,
  CategoryResponse,
  categoryNameKey,
} from '../../../shared/categories.js';
import type { CrudDefinition } from '../../admin/crud.js';
import type { DB } from '../../db/connect.js';
import type { CategoriesTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { assertCategoryNameFree, lockCategory, lockCategoryWrites } from './service.js';

/** The content filed under a category by name (docs/decisions/014-the-categories-table-is-the-list.md). */
const CONTENT_TABLES = ['tools', 'tutorials', 'workflows', 'prompts'] as const;

export function presentCategory(row: Selectable<CategoriesTable>): CategoryResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** How many tools, tutorials, workflows and prompts are filed under `name`. */
export async function countCategoryUse({ db, name }: { db: DB; name: string }) {
  let total = 0;
  // One after another: inside a transaction the queries share one connection anyway.
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('category', '=', name)
      .executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** The category as it is now, locked until the write commits (service.ts). */
async function lockedCategory(trx: DB, id: string) {
  const row = await lockCategory({ db: trx, id });
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

/**
 * The Categories tab (docs/product.md#categories Category). The table is the one list of categories (docs/decisions/014-the-categories-table-is-the-list.md):
 * a rename carries every item filed under the old name along, in the same transaction; a
 * category still in use cannot be deleted, so no item is left under a name that is gone. Both
 * hold while items are written meanwhile (issue 15): they work on the category row locked, as it
 * is now, and item writes check their category under the same lock (assertKnownCategory).
 */
export const categoryAdmin: CrudDefinition<
  'categories',
  CategoryRequest,
  CategoryRequest,
  CategoryResponse
> = {
  resource: 'categories',
  search: { columns: ['name', 'description'] },
  sort: { alphabetical: 'name' },
  create: CategoryRequest,
  update: CategoryRequest,
  item: CategoryResponse,
  present: presentCategory,
  notFound: CATEGORY_MESSAGES.notFound,
  duplicate: { field: 'name', message: () => CATEGORY_MESSAGES.nameTaken, key: 'name_key' },
  // The key goes with every write of a name: the table's unique index is on it (service.ts).
  toRow: (input) => ({
    name: input.name,
    name_key: categoryNameKey(input.name),
    description: input.description,
  }),
  beforeWrite: async (trx, row, before) => {
    await lockCategoryWrites(trx);
    // A rename committed since `before` was read: carry the items from the name as it is now.
    if (before) Object.assign(before, await lockedCategory(trx, before.id));
    await assertCategoryNameFree({ db: trx, name: row.name, self: before });
  },
  afterUpdate: async (trx, before, after) => {
    if (before.name === after.name) return;
    for (const table of CONTENT_TABLES) {
      await trx
        .updateTable(table)
        .set({ category: after.name })
        .where('category', '=', before.name)
        .execute();
    }
  },
  beforeDelete: async (trx, row) => {
    await lockCategoryWrites(trx);
    // Counted under the name as it is now, once the item writes under way into it have committed.
    const { name } = await lockedCategory(trx, row.id);
    const used = await countCategoryUse({ db: trx, name });
    if (used > 0) throw new HttpError(409, 'category_in_use', CATEGORY_MESSAGES.inUse(used));
  },
};
