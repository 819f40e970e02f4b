// Workflows (docs/product.md#workflows), defined once: docs/architecture.md#content-definitions.
import type { Selectable } from 'kysely';
import {
  WORKFLOW_MESSAGES,
  CreateWorkflowRequest,
  UpdateWorkflowRequest,
  type WorkflowCard,
  WorkflowListQuery,
  WorkflowListResponse,
  WorkflowResponse,
  type WorkflowStep,
} from '../../shared/workflows.js';
import { toJson } from '../db/helpers.js';
import type { SearchSpec } from '../db/list.js';
import type { WorkflowsTable } from '../db/schema.js';
import { byCategoryAndDifficulty, defineContent } from './definition.js';
import { readList } from './lists.js';

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

// docs/product.md#workflows: workflows match title, description, goal and each step's task (or title) or
// description — the step objects' values, never their JSON keys.
export const WORKFLOW_SEARCH: SearchSpec = {
  columns: ['title', 'description', 'goal'],
  lists: [{ column: 'steps', keys: ['task', 'title', 'description'], strings: false }],
};

/** How many steps a workflow's stored steps hold (the runner, reports, the dashboard). */
export const stepCount = (steps: string) => readList(steps, 'workflows.steps').length;

/** A workflow's steps as clients see them, and every tool they use. */
export interface ReadSteps {
  readonly steps: readonly WorkflowStep[];
  /** Every tool the steps use, once, in order of first use (cards and "required tools"). */
  readonly tools: readonly string[];
}

/** How many stored step lists are kept read (a list page and the items members open). */
export const READ_STEPS_KEPT = 500;
const readSteps = new Map<string, ReadSteps>();

/**
 * The stored steps, read once per stored value: they are in their one shape, numbered 1..n
 * (migration 0008, the admin forms renumber them), but steps saved before issue 19 have no
 * prompts, so each is given its empty list — work done once for each text, not on every read.
 * Keyed by the stored text itself, an edited workflow is never answered with its old steps; the
 * oldest read is let go past READ_STEPS_KEPT. What is kept is frozen: it is shared by answers.
 */
export function readWorkflowSteps(json: string): ReadSteps {
  const kept = readSteps.get(json);
  if (kept) return kept;
  const steps = readList<Omit<WorkflowStep, 'prompts'> & { prompts?: string[] }>(
    json,
    'workflows.steps',
  ).map((step): WorkflowStep => Object.freeze({ ...step, prompts: step.prompts ?? [] }));
  const read = Object.freeze({
    steps: Object.freeze(steps),
    tools: Object.freeze([...new Set(steps.flatMap((step) => step.tools))]),
  });
  if (readSteps.size >= READ_STEPS_KEPT) readSteps.delete(readSteps.keys().next().value!);
  readSteps.set(json, read);
  return read;
}

/** What a workflow's card and its whole item both show. */
function presentWorkflowBase(row: WorkflowCardRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    estimatedTime: row.estimated_time,
    tools: readWorkflowSteps(row.steps).tools as string[],
  };
}

export function presentWorkflowCard(row: WorkflowCardRow): WorkflowCard {
  return { ...presentWorkflowBase(row), stepCount: readWorkflowSteps(row.steps).steps.length };
}

export function presentWorkflow(row: Selectable<WorkflowsTable>): WorkflowResponse {
  return {
    ...presentWorkflowBase(row),
    goal: row.goal,
    steps: readWorkflowSteps(row.steps).steps as WorkflowStep[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const WORKFLOW = defineContent({
  table: 'workflows',
  contracts: {
    listQuery: WorkflowListQuery,
    listPage: WorkflowListResponse,
    item: WorkflowResponse,
    create: CreateWorkflowRequest,
    update: UpdateWorkflowRequest,
  },
  kind: 'workflow',
  nameColumn: 'title',
  cardColumns: WORKFLOW_CARD_COLUMNS,
  presentCard: presentWorkflowCard,
  present: presentWorkflow,
  search: WORKFLOW_SEARCH,
  listFilters: byCategoryAndDifficulty,
  toRow: (input) => ({
    title: input.title,
    goal: input.goal,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty,
    estimated_time: input.estimatedTime,
    steps: toJson(input.steps),
  }),
  notFound: WORKFLOW_MESSAGES.notFound,
});
