import { WORKFLOW_DIFFICULTIES } from './constants.js';
import { z } from 'zod';
import {
  listQuery,
  optionalFilter,
  optionalText,
  searchedPageOf,
  requiredText,
  textList,
  savedOnly,
} from './api.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

export { WORKFLOW_DIFFICULTIES } from './constants.js';

export { WORKFLOW_CARD_TOOL_COUNT } from './limits.js';

export const WORKFLOW_MESSAGES = defineMessages('WORKFLOW_MESSAGES', {
  notFound: 'Workflow tidak dijumpai.',
  difficultyInvalid: `Difficulty must be one of ${WORKFLOW_DIFFICULTIES.join(', ')}`,
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  stepTitleTooLong: 'Step title must be at most 200 characters',
  stepDescriptionTooLong: 'Step description is too long',
  tooManySteps: 'At most 50 steps',
} as const);

/** One step as clients see it: numbered 1..n in order, `task` already falling back to title. */
export const WorkflowStep = z.object({
  stepNumber: z.number().int(),
  task: z.string(),
  description: z.string(),
  tools: z.array(z.string()),
  alternatives: z.array(z.string()),
  /** Issue 19: prompts from the library to act on in this step, by exact title (as tools are by name). */
  prompts: z.array(z.string()),
});
export type WorkflowStep = z.infer<typeof WorkflowStep>;

/** Issue 19: at most this many library prompts in one step. */
export const STEP_PROMPTS_MAX = 5;

export const WorkflowResponse = z.object({
  id: z.string(),
  title: z.string(),
  goal: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  difficulty: z.string().nullable(),
  estimatedTime: z.string().nullable(),
  steps: z.array(WorkflowStep),
  /** Every tool the steps use, once, in order of first use (cards and "required tools"). */
  tools: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowResponse = z.infer<typeof WorkflowResponse>;

export const WORKFLOW_SORTS = ['newest', 'title'] as const;

export const WorkflowListQuery = listQuery(WORKFLOW_SORTS).extend({
  saved: savedOnly,
  category: optionalFilter,
  difficulty: optionalFilter.pipe(
    z
      .enum(
        WORKFLOW_DIFFICULTIES,
        lazyMessage(() => WORKFLOW_MESSAGES.difficultyInvalid),
      )
      .optional(),
  ),
});
export type WorkflowListQuery = z.input<typeof WorkflowListQuery>;

/**
 * A workflow as its card shows it (docs/product.md#workflows): badges, title, description, estimated time, how
 * many steps, and its tools (4 then '+N more tools') — not the steps themselves.
 */
export const WorkflowCard = WorkflowResponse.pick({
  id: true,
  title: true,
  description: true,
  category: true,
  difficulty: true,
  estimatedTime: true,
  tools: true,
}).extend({ stepCount: z.number().int() });
export type WorkflowCard = z.infer<typeof WorkflowCard>;

export const WorkflowListResponse = searchedPageOf(WorkflowCard);
export type WorkflowListResponse = z.infer<typeof WorkflowListResponse>;

/** A step typed in the form: kept only with a task (docs/product.md#workflows), blank tool names dropped. */
const StepInput = z.object({
  task: z
    .string()
    .max(
      200,
      lazyMessage(() => WORKFLOW_MESSAGES.stepTitleTooLong),
    )
    .default(''),
  description: z
    .string()
    .max(
      5000,
      lazyMessage(() => WORKFLOW_MESSAGES.stepDescriptionTooLong),
    )
    .default(''),
  tools: textList(30, 100),
  alternatives: textList(30, 100),
  prompts: textList(STEP_PROMPTS_MAX, 200),
});
/** Steps without a task are dropped and the rest numbered 1..n (docs/product.md#workflows). */
const steps = z
  .array(StepInput)
  .max(
    50,
    lazyMessage(() => WORKFLOW_MESSAGES.tooManySteps),
  )
  .default([])
  .transform((items) =>
    items
      .map((step) => ({ ...step, task: step.task.trim(), description: step.description.trim() }))
      .filter((step) => step.task)
      .map((step, index) => ({ stepNumber: index + 1, ...step })),
  );

const workflowFields = {
  title: requiredText(
    lazyMessage(() => WORKFLOW_MESSAGES.titleRequired),
    200,
  ),
  goal: optionalText(1000),
  description: optionalText(5000),
  estimatedTime: optionalText(100),
  steps,
};

/** docs/product.md#workflows Add Workflow: title and category required; difficulty from the three levels. */
export const CreateWorkflowRequest = z.object({
  ...workflowFields,
  category: requiredText(
    lazyMessage(() => WORKFLOW_MESSAGES.categoryRequired),
    100,
  ),
  difficulty: z
    .enum(
      [...WORKFLOW_DIFFICULTIES, ''],
      lazyMessage(() => WORKFLOW_MESSAGES.difficultyInvalid),
    )
    .nullish()
    .transform((v) => v || null),
});
/** docs/product.md#workflows Edit Workflow: title required; the difficulty is free text there. */
export const UpdateWorkflowRequest = z.object({
  ...workflowFields,
  category: optionalText(100),
  difficulty: optionalText(50),
});
export type CreateWorkflowRequest = z.output<typeof CreateWorkflowRequest>;
export type UpdateWorkflowRequest = z.output<typeof UpdateWorkflowRequest>;
export type WorkflowForm = z.input<typeof UpdateWorkflowRequest>;
