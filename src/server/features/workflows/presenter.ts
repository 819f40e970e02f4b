import type { Selectable } from 'kysely';
import type { WorkflowResponse, WorkflowStep } from '../../../shared/workflows.js';
import { fromJsonList } from '../../db/helpers.js';
import type { WorkflowsTable } from '../../db/schema.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((name) => name !== '') : [];

/**
 * Steps as stored may be older or hand-edited JSON (SPEC §3: "task (or title)"). Clients get
 * one shape: numbered 1..n in stored order, as the admin forms renumber them (SPEC §4).
 */
export function presentSteps(json: string): WorkflowStep[] {
  return fromJsonList(json).map((raw, index) => {
    const step = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return {
      stepNumber: index + 1,
      task: typeof raw === 'string' ? raw.trim() : text(step.task) || text(step.title),
      description: text(step.description),
      tools: names(step.tools),
      alternatives: names(step.alternatives),
    };
  });
}

export function presentWorkflow(row: Selectable<WorkflowsTable>): WorkflowResponse {
  const steps = presentSteps(row.steps);
  return {
    id: row.id,
    title: row.title,
    goal: row.goal,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    estimatedTime: row.estimated_time,
    steps,
    tools: [...new Set(steps.flatMap((s) => s.tools))],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
