import type { Selectable } from 'kysely';
import type {
  ItemStatus,
  ItemStatusResponse,
  StatusItemType,
  TutorialStatus,
  TutorialStatusResponse,
} from '../../../shared/statuses.js';
import type { ItemStatusTable, TutorialStatusTable } from '../../db/schema.js';

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
