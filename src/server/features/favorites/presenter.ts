import type { Selectable } from 'kysely';
import type { FavoriteItemType, FavoriteResponse } from '../../../shared/favorites.js';
import type { FavoritesTable } from '../../db/schema.js';

export function presentFavorite(row: Selectable<FavoritesTable>): FavoriteResponse {
  return {
    itemType: row.item_type as FavoriteItemType,
    itemId: row.item_id,
    personalRemarks: row.personal_remarks,
    createdAt: row.created_at,
  };
}
