import type {
  ItemStatus,
  ItemStatusParams,
  StatusItemType,
  TutorialStatus,
} from '../../../shared/statuses.js';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { TUTORIAL_MESSAGES } from '../../../shared/tutorials.js';
import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import type { DB } from '../../db/connect.js';
import { requireRow } from '../../db/require-row.js';
import {
  recordInteraction,
  upsertItemStatus,
  upsertTutorialStatus,
} from '../../activity/interactions.js';

interface Options {
  db: DB;
  userId: string;
}

const ITEM = {
  tool: { table: 'tools', notFound: TOOL_MESSAGES.notFound },
  workflow: { table: 'workflows', notFound: WORKFLOW_MESSAGES.notFound },
} as const satisfies Record<StatusItemType, unknown>;

/**
 * docs/product.md#progress-and-streak: a tutorial's status, changed freely and saved as an upsert with the time; the
 * change counts as activity for the streak (docs/product.md#progress-and-streak).
 */
export function setTutorialStatus({
  db,
  userId,
  tutorialId,
  status,
  now,
}: Options & { tutorialId: string; status: TutorialStatus; now: Date }) {
  return db.transaction().execute(async (trx) => {
    await requireRow(trx, 'tutorials', tutorialId, TUTORIAL_MESSAGES.notFound);
    return upsertTutorialStatus({ db: trx, userId, tutorialId, status, now });
  });
}

/** docs/product.md#progress-and-streak: a tool's or workflow's tried status, saved like a tutorial's. */
export function setItemStatus({
  db,
  userId,
  item,
  status,
  now,
}: Options & { item: ItemStatusParams; status: ItemStatus; now: Date }) {
  const { table, notFound: message } = ITEM[item.itemType];
  return db.transaction().execute(async (trx) => {
    await requireRow(trx, table, item.itemId, message);
    const row = await upsertItemStatus({ db: trx, userId, ...item, status, now });
    await recordInteraction({ db: trx, userId, ...item, type: 'status', notes: status, now });
    return row;
  });
}
