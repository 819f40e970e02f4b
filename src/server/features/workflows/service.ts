import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import type { DB, Dialect } from '../../db/connect.js';
import { requireRow } from '../../db/require-row.js';
import { recordInteraction, upsertItemStatus } from '../../activity/interactions.js';
import type { WorkflowCompletion } from '../../../shared/workflow-runs.js';
import { streakOf } from '../../activity/streak.js';
import { suggestNext } from './next-suggestion.js';
import { finishRun } from './run-service.js';

/**
 * Records that a member finished running a workflow (docs/product.md#workflows user interaction 'complete'), and
 * marks it tried (issue 9: completing a workflow in the runner marks it tried).
 */
export async function completeWorkflow(options: {
  db: DB;
  dialect: Dialect;
  userId: string;
  workflowId: string;
  now: Date;
}): Promise<WorkflowCompletion> {
  const { db, dialect, userId, workflowId, now } = options;
  await requireRow(db, 'workflows', workflowId, WORKFLOW_MESSAGES.notFound);
  const item = { userId, itemType: 'workflow', itemId: workflowId, now } as const;
  // Issue 19: the member's kept run is finished with it, its timer stopped.
  const elapsedMs = await db.transaction().execute(async (trx) => {
    await recordInteraction({ db: trx, ...item, type: 'complete' });
    await upsertItemStatus({ db: trx, ...item, status: 'tried' });
    return finishRun({ db: trx, userId, workflowId, now });
  });
  const [streakDays, next] = await Promise.all([
    streakOf({ db, dialect, userId, now }),
    suggestNext(db, { userId, workflowId }),
  ]);
  return { elapsedMs, streakDays, next };
}
