import type { Selectable } from 'kysely';
import type { WorkflowCard, WorkflowResponse, WorkflowStep } from '../../../shared/workflows.js';
import type { WorkflowsTable } from '../../db/schema.js';
import type { WorkflowCardRow } from './service.js';

/**
 * The stored steps: in their one shape, numbered 1..n (migration 0008 wrote older steps so, and
 * the admin forms renumber them, docs/product.md#workflows), so reading is parsing.
 */
const readSteps = (json: string) =>
  (JSON.parse(json) as (Omit<WorkflowStep, 'prompts'> & { prompts?: string[] })[]).map(
    // Steps saved before issue 19 have no prompts.
    (step): WorkflowStep => ({ ...step, prompts: step.prompts ?? [] }),
  );

/** Every tool the steps use, once, in order of first use (cards and "required tools"). */
const toolsOfSteps = (steps: readonly WorkflowStep[]) => [
  ...new Set(steps.flatMap((step) => step.tools)),
];

export function presentWorkflow(row: Selectable<WorkflowsTable>): WorkflowResponse {
  const steps = readSteps(row.steps);
  return {
    id: row.id,
    title: row.title,
    goal: row.goal,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    estimatedTime: row.estimated_time,
    steps,
    tools: toolsOfSteps(steps),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentWorkflowCard(row: WorkflowCardRow): WorkflowCard {
  const steps = readSteps(row.steps);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    estimatedTime: row.estimated_time,
    stepCount: steps.length,
    tools: toolsOfSteps(steps),
  };
}
