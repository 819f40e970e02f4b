import type { Selectable } from 'kysely';
import type {
  ItemStatus,
  ItemStatusResponse,
  StatusItemType,
  TutorialStatus,
  TutorialStatusResponse,
} from '../../shared/statuses.js';
import type { DB } from '../db/connect.js';
import type { ItemStatusTable, TutorialStatusTable } from '../db/schema.js';

export function presentTutorialStatus(
  row: Selectable<TutorialStatusTable>,
): TutorialStatusResponse {
  return {
    tutorialId: row.tutorial_id,
    status: row.status as TutorialStatus,
    lastWatchedAt: row.last_watched_at,
  };
}

export function presentItemStatus(row: Selectable<ItemStatusTable>): ItemStatusResponse {
  return {
    itemType: row.item_type as StatusItemType,
    itemId: row.item_id,
    status: row.status as ItemStatus,
    lastInteractionAt: row.last_interaction_at,
  };
}

/** Every status the member has set (docs/product.md#progress-and-streak select by user_id). */
export async function listStatuses({ db, userId }: { db: DB; userId: string }) {
  const [tutorials, items] = await Promise.all([
    db
      .selectFrom('tutorial_status')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('last_watched_at', 'desc')
      .orderBy('tutorial_id')
      .execute(),
    db
      .selectFrom('item_status')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('last_interaction_at', 'desc')
      .orderBy('item_id')
      .execute(),
  ]);
  return { tutorials, items };
}
