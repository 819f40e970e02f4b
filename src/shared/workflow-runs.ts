import { z } from 'zod';
import { FIELD_MESSAGES } from './api.js';
import { WORDS } from './glossary.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// Issue 19: a member's run of a workflow (docs/product.md#workflows "Workflow run" and "Timer"),
// kept on the server per member and workflow, so a reload, Back, a new tab or another device
// continues where the member left.

/** The timer shows hh:mm:ss; a run's time stops growing at 99:59:59. */
export const RUN_MAX_ELAPSED_MS = (99 * 3600 + 59 * 60 + 59) * 1000;

/** More steps than any workflow has; a list of completed steps is never longer. */
export const RUN_MAX_STEPS = 200;

export const WORKFLOW_RUN_MESSAGES = defineMessages('WORKFLOW_RUN_MESSAGES', {
  stepOutOfRange: 'Langkah ini tiada dalam workflow.',
  changedElsewhere: `Kemajuan workflow ini telah ${WORDS.updated} di tab atau peranti lain. Kemajuan terkini telah dimuatkan.`,
  stepWhole: 'Step must be a whole number',
  stepTwice: 'Each step is completed once',
} as const);

const stepIndex = z
  .number(lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepWhole))
  .int(lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepWhole))
  .min(
    0,
    lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepWhole),
  )
  .max(
    RUN_MAX_STEPS - 1,
    lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepOutOfRange),
  );

/** PUT /api/me/workflow-runs/{id}: the run as the runner holds it now. */
export const WorkflowRunRequest = z.object({
  /** The step shown, from 0. */
  current: stepIndex,
  /** The steps marked done, from 0, each once. */
  completed: z
    .array(stepIndex)
    .max(
      RUN_MAX_STEPS,
      lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepOutOfRange),
    )
    .refine(
      (steps) => new Set(steps).size === steps.length,
      lazyMessage(() => WORKFLOW_RUN_MESSAGES.stepTwice),
    ),
  /** The timer's time so far. */
  elapsedMs: z
    .number(lazyMessage(() => FIELD_MESSAGES.fieldWhole('elapsedMs')))
    .int(lazyMessage(() => FIELD_MESSAGES.fieldWhole('elapsedMs')))
    .min(
      0,
      lazyMessage(() => FIELD_MESSAGES.fieldWhole('elapsedMs')),
    )
    .max(
      RUN_MAX_ELAPSED_MS,
      lazyMessage(() => FIELD_MESSAGES.fieldTooLargeWord('elapsedMs')),
    ),
  /** Whether the timer is counting. */
  running: z.boolean(),
  /**
   * The run this change builds on: its `updatedAt` as last seen, or null for none. When the kept
   * run is another by now (changed in another tab or device), the change is refused with 409
   * rather than overwriting newer progress. Left out, the change is kept whatever is there.
   */
  since: z
    .string()
    .max(
      40,
      lazyMessage(() => FIELD_MESSAGES.fieldInvalid('since')),
    )
    .nullable()
    .optional(),
});
export type WorkflowRunRequest = z.infer<typeof WorkflowRunRequest>;

export const WorkflowRun = WorkflowRunRequest.omit({ since: true }).extend({
  startedAt: z.string(),
  updatedAt: z.string(),
  /** When the last step was completed; a finished run stays until Reset. */
  finishedAt: z.string().nullable(),
});
export type WorkflowRun = z.infer<typeof WorkflowRun>;

/** GET and PUT /api/me/workflow-runs/{id}: the member's run, or null before the first step. */
export const WorkflowRunResponse = z.object({ run: WorkflowRun.nullable() });
export type WorkflowRunResponse = z.infer<typeof WorkflowRunResponse>;

/** What to do after finishing: another workflow of the same category, else a beginner tutorial. */
export const NextSuggestion = z.object({
  kind: z.enum(['workflow', 'tutorial']),
  id: z.string(),
  title: z.string(),
});
export type NextSuggestion = z.infer<typeof NextSuggestion>;

/** POST /api/workflows/{id}/complete: the finished run's summary for the completion card. */
export const WorkflowCompletion = z.object({
  elapsedMs: z.number().int(),
  streakDays: z.number().int(),
  next: NextSuggestion.nullable(),
});
export type WorkflowCompletion = z.infer<typeof WorkflowCompletion>;
