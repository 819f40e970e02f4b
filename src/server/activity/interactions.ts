import { randomUUID } from 'node:crypto';
import { streakDay } from '../../shared/progress.js';
import type { ItemStatus, StatusItemType, TutorialStatus } from '../../shared/statuses.js';
import type { DB } from '../db/connect.js';

// The writes behind a member's progress, shared by every feature that records activity: the
// favourites, the status dropdowns, the workflow runner and prompt copies. Each takes the caller's
// transaction (or the database), so the activity is recorded with the change or not at all.

/** What a member did, as the streak counts it (docs/product.md#progress-and-streak). */
export type InteractionType = 'complete' | 'copy' | 'favorite' | 'status';

/**
 * Records an activity (docs/product.md#progress-and-streak user_interactions); the learning streak counts these. One row per
 * member, item, kind and Kuala Lumpur day (issue 15): a repeat that day moves its time and notes.
 */
export async function recordInteraction(options: {
  db: DB;
  userId: string;
  itemType: string;
  itemId: string;
  type: InteractionType;
  notes?: string | null;
  now: Date;
}) {
  const { db, userId, itemType, itemId, type, notes = null, now } = options;
  const createdAt = now.toISOString();
  await db
    .insertInto('interactions')
    .values({
      id: randomUUID(),
      user_id: userId,
      item_id: itemId,
      item_type: itemType,
      interaction_type: type,
      notes,
      created_at: createdAt,
      day: streakDay(now),
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_type', 'item_id', 'interaction_type', 'day'])
        .doUpdateSet({ notes, created_at: createdAt }),
    )
    .execute();
}

/** Sets a member's status of a tool or workflow: one row per member and item (docs/product.md#progress-and-streak upsert). */
export async function upsertItemStatus(options: {
  db: DB;
  userId: string;
  itemType: StatusItemType;
  itemId: string;
  status: ItemStatus;
  now: Date;
}) {
  const { db, userId, itemType, itemId, status, now } = options;
  const row = {
    user_id: userId,
    item_id: itemId,
    item_type: itemType,
    status,
    last_interaction_at: now.toISOString(),
  };
  await db
    .insertInto('item_status')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_id', 'item_type'])
        .doUpdateSet({ status, last_interaction_at: row.last_interaction_at }),
    )
    .execute();
  return row;
}

/**
 * Sets a member's status of a tutorial: one row per member and tutorial
 * (docs/product.md#progress-and-streak unique); the change counts as activity for the streak.
 * Run it in the caller's transaction.
 */
export async function upsertTutorialStatus(options: {
  db: DB;
  userId: string;
  tutorialId: string;
  status: TutorialStatus;
  now: Date;
}) {
  const { db, userId, tutorialId, status, now } = options;
  const row = {
    user_id: userId,
    tutorial_id: tutorialId,
    status,
    last_watched_at: now.toISOString(),
  };
  await db
    .insertInto('tutorial_status')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'tutorial_id'])
        .doUpdateSet({ status, last_watched_at: row.last_watched_at }),
    )
    .execute();
  await recordInteraction({
    db,
    userId,
    itemType: 'tutorial',
    itemId: tutorialId,
    type: 'status',
    notes: status,
    now,
  });
  return row;
}
