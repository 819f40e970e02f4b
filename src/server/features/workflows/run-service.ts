import { sql, type Selectable } from 'kysely';
import {
  RUN_MAX_ELAPSED_MS,
  WORKFLOW_RUN_MESSAGES,
  type WorkflowRun,
  type WorkflowRunRequest,
} from '../../../shared/workflow-runs.js';
import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import { readList } from '../../content/lists.js';
import { stepCount } from '../../content/workflows.js';
import type { DB } from '../../db/connect.js';
import type { WorkflowRunsTable } from '../../db/schema.js';
import { HttpError, fieldError, notFound } from '../../http/errors.js';

// Issue 19: a member's run of a workflow, one row per member and workflow (migration 0009).

type RunRow = Selectable<WorkflowRunsTable>;
interface Member {
  db: DB;
  userId: string;
  workflowId: string;
}

/** How many steps the workflow has now (404 when it is gone). */
async function stepsNow(db: DB, workflowId: string) {
  const row = await db
    .selectFrom('workflows')
    .select('steps')
    .where('id', '=', workflowId)
    .executeTakeFirst();
  if (!row) throw notFound(WORKFLOW_MESSAGES.notFound);
  return stepCount(row.steps);
}

/** The timer's time at `now`: what was banked, plus the time since it started counting. */
function elapsedAt(row: RunRow, now: Date) {
  const counting = row.timer_started_at
    ? Math.max(0, now.getTime() - Date.parse(row.timer_started_at))
    : 0;
  return Math.min(RUN_MAX_ELAPSED_MS, row.elapsed_ms + counting);
}

/**
 * A run as the runner resumes it. An admin may have removed steps since: the current step and
 * the completed ones stay within the workflow as it is now.
 */
function presentRun(row: RunRow, steps: number, now: Date): WorkflowRun {
  const completed = readList<number>(row.completed_steps, 'workflow_runs.completed_steps').filter(
    (i) => i < steps,
  );
  return {
    current: Math.max(0, Math.min(row.current_step, steps - 1)),
    completed,
    elapsedMs: elapsedAt(row, now),
    running: row.timer_started_at !== null,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

const findRun = ({ db, userId, workflowId }: Member) =>
  db
    .selectFrom('workflow_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('workflow_id', '=', workflowId)
    .executeTakeFirst();

/** The member's run of the workflow, or null before their first step. */
export async function readRun(member: Member & { now: Date }) {
  const steps = await stepsNow(member.db, member.workflowId);
  const row = await findRun(member);
  return row ? presentRun(row, steps, member.now) : null;
}

/**
 * Keeps the run as the runner holds it now. A finished run stays finished (until Reset): going
 * back over its steps changes nothing of that.
 */
export async function saveRun(member: Member & { state: WorkflowRunRequest; now: Date }) {
  const { db, userId, workflowId, state, now } = member;
  const steps = await stepsNow(db, workflowId);
  const outside = [state.current, ...state.completed].some((index) => index >= steps);
  if (outside)
    throw fieldError('step_out_of_range', 'current', WORKFLOW_RUN_MESSAGES.stepOutOfRange);
  const kept = await findRun(member);
  const stamp = now.toISOString();
  const values = {
    current_step: state.current,
    completed_steps: JSON.stringify([...state.completed].sort((a, b) => a - b)),
    elapsed_ms: state.elapsedMs,
    // A finished run's time is what the run took: its timer does not count again.
    timer_started_at: state.running && !kept?.finished_at ? stamp : null,
    updated_at: stamp,
  };
  const since = state.since;
  const row = await db
    .insertInto('workflow_runs')
    .values({
      user_id: userId,
      workflow_id: workflowId,
      ...values,
      started_at: stamp,
      finished_at: null,
    })
    .onConflict((oc) => {
      const update = oc.columns(['user_id', 'workflow_id']).doUpdateSet(values);
      // Only over the run this change was made on (`since`), never over newer progress.
      if (since === undefined) return update;
      return since === null
        ? update.where(sql<boolean>`false`)
        : update.where('workflow_runs.updated_at', '=', since);
    })
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(409, 'run_changed', WORKFLOW_RUN_MESSAGES.changedElsewhere);
  return presentRun(row, steps, now);
}

/** Reset (docs/product.md#workflows): the run starts again from nothing. */
export async function deleteRun(member: Member) {
  await member.db
    .deleteFrom('workflow_runs')
    .where('user_id', '=', member.userId)
    .where('workflow_id', '=', member.workflowId)
    .execute();
}

/**
 * The last step is done: the run is finished and its timer stops. Gives the time the run took
 * (0 when the member finished without a kept run, e.g. from a runner opened before this).
 */
export async function finishRun(member: Member & { now: Date }) {
  const row = await findRun(member);
  if (!row) return 0;
  const elapsedMs = elapsedAt(row, member.now);
  await member.db
    .updateTable('workflow_runs')
    // `updated_at` stays: it names the run a runner's next change builds on (saveRun's `since`).
    .set({
      elapsed_ms: elapsedMs,
      timer_started_at: null,
      finished_at: member.now.toISOString(),
    })
    .where('user_id', '=', member.userId)
    .where('workflow_id', '=', member.workflowId)
    .execute();
  return elapsedMs;
}
