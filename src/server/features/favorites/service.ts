import { randomUUID } from 'node:crypto';
import {
  FAVORITE_MESSAGES,
  type AddFavoriteRequest,
  type FavoriteRef,
} from '../../../shared/favorites.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { requireRow } from '../../db/require-row.js';
import { HttpError, notFound } from '../../http/errors.js';
import { recordInteraction } from '../../activity/interactions.js';

const TABLE = { tool: 'tools', tutorial: 'tutorials', workflow: 'workflows' } as const;

interface Options {
  db: DB;
  userId: string;
}

/** The member's favourites, newest first (docs/product.md#favourites-and-remarks user_favorites: by user_id newest first). */
export function listFavorites({ db, userId, itemType }: Options & { itemType?: string }) {
  let query = db.selectFrom('favorites').selectAll().where('user_id', '=', userId);
  if (itemType) query = query.where('item_type', '=', itemType);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * Adds an item to the member's favourites, with an optional remark; a second add is a 409
 * (docs/product.md#favourites-and-remarks: code 23505). The add counts as activity for the streak (docs/product.md#progress-and-streak).
 */
export async function addFavorite({
  db,
  userId,
  item,
  now,
}: Options & { item: FavoriteRef & Pick<AddFavoriteRequest, 'personalRemarks'>; now: Date }) {
  await requireRow(db, TABLE[item.itemType], item.itemId, FAVORITE_MESSAGES.notFound);
  const row = {
    id: randomUUID(),
    user_id: userId,
    item_id: item.itemId,
    item_type: item.itemType,
    personal_remarks: item.personalRemarks ?? null,
    created_at: now.toISOString(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('favorites').values(row).execute();
      await recordInteraction({
        db: trx,
        userId,
        itemType: item.itemType,
        itemId: item.itemId,
        type: 'favorite',
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'duplicate', FAVORITE_MESSAGES.duplicate);
    throw error;
  }
  return row;
}

/**
 * Adds, changes or clears the remark on one of the member's favourites (docs/product.md#favourites-and-remarks update
 * personal_remarks by user, item and type). docs/product.md#favourites-and-remarks allows it on a workflow only once it is a
 * favourite; the same holds for every type: 404 when the item is not one.
 */
export async function updateRemarks({
  db,
  userId,
  item,
  personalRemarks,
}: Options & { item: FavoriteRef; personalRemarks: string | null }) {
  const row = await db
    .updateTable('favorites')
    .set({ personal_remarks: personalRemarks })
    .where('user_id', '=', userId)
    .where('item_type', '=', item.itemType)
    .where('item_id', '=', item.itemId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(FAVORITE_MESSAGES.notFound);
  return row;
}

/** Removes an item from the member's favourites; 404 when it was not one. */
export async function removeFavorite({ db, userId, item }: Options & { item: FavoriteRef }) {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('item_type', '=', item.itemType)
    .where('item_id', '=', item.itemId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(FAVORITE_MESSAGES.notFound);
}
