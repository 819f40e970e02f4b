import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { WorkflowsTable } from '../db/schema.js';
import { StoredListError } from './lists.js';
import {
  READ_STEPS_KEPT,
  presentWorkflow,
  presentWorkflowCard,
  readWorkflowSteps,
  stepCount,
} from './workflows.js';

const step = (n: number, tools: string[], prompts?: string[]) => ({
  stepNumber: n,
  task: `Langkah ${n}`,
  description: '',
  tools,
  alternatives: [],
  ...(prompts ? { prompts } : {}),
});

const row: Selectable<WorkflowsTable> = {
  id: 'w1',
  title: 'Laporan mingguan',
  goal: 'Laporan siap',
  description: 'Dari nota ke laporan',
  category: 'Writing',
  difficulty: 'Beginner',
  estimated_time: '30 minit',
  // The first step is from before issue 19: it has no prompts.
  steps: JSON.stringify([step(1, ['ChatGPT']), step(2, ['Claude', 'ChatGPT'], ['Ringkaskan'])]),
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('the workflow definition', () => {
  it('counts the stored steps, and refuses steps that are not a list', () => {
    expect(stepCount(row.steps)).toBe(2);
    expect(stepCount('[]')).toBe(0);
    expect(() => stepCount('{"steps":[]}')).toThrow(StoredListError);
  });

  it('presents a card (step count, tools in order of first use) and the whole workflow', () => {
    const tools = ['ChatGPT', 'Claude'];
    expect(presentWorkflowCard(row)).toEqual({
      id: 'w1',
      title: 'Laporan mingguan',
      description: 'Dari nota ke laporan',
      category: 'Writing',
      difficulty: 'Beginner',
      estimatedTime: '30 minit',
      tools,
      stepCount: 2,
    });
    expect(presentWorkflow(row)).toEqual({
      id: 'w1',
      title: 'Laporan mingguan',
      goal: 'Laporan siap',
      description: 'Dari nota ke laporan',
      category: 'Writing',
      difficulty: 'Beginner',
      estimatedTime: '30 minit',
      steps: [step(1, ['ChatGPT'], []), step(2, ['Claude', 'ChatGPT'], ['Ringkaskan'])],
      tools,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('fills in the steps once per stored value, and reads an edited value anew', () => {
    const first = readWorkflowSteps(row.steps);
    // The same stored text (a new string from the next query) is not read again.
    expect(readWorkflowSteps(JSON.stringify(JSON.parse(row.steps)))).toBe(first);
    expect(Object.isFrozen(first.steps[0])).toBe(true);
    const edited = JSON.stringify([step(1, ['Gemini'])]);
    expect(readWorkflowSteps(edited).steps).toEqual([step(1, ['Gemini'], [])]);
    expect(readWorkflowSteps(edited).tools).toEqual(['Gemini']);
  });

  it('keeps a bounded number of reads, letting the oldest go', () => {
    const oldest = JSON.stringify([step(1, ['Tertua'])]);
    const kept = readWorkflowSteps(oldest);
    for (let i = 0; i < READ_STEPS_KEPT; i += 1) readWorkflowSteps(JSON.stringify([step(i, [])]));
    const again = readWorkflowSteps(oldest);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
