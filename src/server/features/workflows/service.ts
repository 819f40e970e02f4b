import type { z } from 'zod';
import { WORKFLOW_MESSAGES, type WorkflowListQuery } from '../../../shared/workflows.js';
import { savedBy as savedByMember } from '../../activity/saved.js';
import type { DB, Dialect } from '../../db/connect.js';
import { listPage, type SearchSpec } from '../../db/list.js';
import { requireRow } from '../../db/require-row.js';
import { notFound } from '../../http/errors.js';
import { recordInteraction, upsertItemStatus } from '../../activity/interactions.js';
import type { Selectable } from 'kysely';
import type { WorkflowsTable } from '../../db/schema.js';
import type { WorkflowCompletion } from '../../../shared/workflow-runs.js';
import { streakOf } from '../../activity/streak.js';
import { suggestNext } from './next-suggestion.js';
import { finishRun } from './run-service.js';

/** The columns a workflow card is made from; its steps only give the count and the tools. */
export const WORKFLOW_CARD_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'difficulty',
  'estimated_time',
  'steps',
] as const satisfies readonly (keyof WorkflowsTable)[];
export type WorkflowCardRow = Pick<
  Selectable<WorkflowsTable>,
  (typeof WORKFLOW_CARD_COLUMNS)[number]
>;

type ListQuery = z.output<typeof WorkflowListQuery>;

// docs/product.md#workflows: workflows match title, description, goal and each step's task (or title) or
// description — the step objects' values, never their JSON keys.
export const WORKFLOW_SEARCH: SearchSpec = {
  columns: ['title', 'description', 'goal'],
  lists: [{ column: 'steps', keys: ['task', 'title', 'description'], strings: false }],
};

/** Workflows matching docs/product.md#workflows search and the filters, one keyset page of cards plus the total. */
/** With `savedBy` (a member's id), only the items that member saved (issue 19). */
export function listWorkflows(db: DB, dialect: Dialect, query: ListQuery, savedBy?: string) {
  return listPage({
    db,
    dialect,
    table: 'workflows',
    kind: 'workflow',
    columns: WORKFLOW_CARD_COLUMNS,
    search: WORKFLOW_SEARCH,
    query,
    equal: { category: query.category, difficulty: query.difficulty },
    where: savedBy ? [savedByMember(savedBy, 'workflow')] : [],
    sort: query.sort === 'title' ? { alphabetical: 'title' } : { newest: true },
  });
}

export async function getWorkflow(db: DB, id: string) {
  const row = await db.selectFrom('workflows').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(WORKFLOW_MESSAGES.notFound);
  return row;
}

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
    streakOf(db, dialect, userId, now),
    suggestNext(db, { userId, workflowId }),
  ]);
  return { elapsedMs, streakDays, next };
}
