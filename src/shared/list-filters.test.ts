import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PROMPT_FILTERS,
  TOOL_FILTERS,
  TUTORIAL_FILTERS,
  WORKFLOW_FILTERS,
} from './list-filters.js';
import { PromptListQuery } from './prompts.js';
import { ToolListQuery } from './tools.js';
import { TutorialListQuery } from './tutorials.js';
import { WorkflowListQuery } from './workflows.js';

// The list pages read their address with these rules, the server with the lists' zod queries:
// for every value a person or a shared link may put in the address, both must agree on what the
// list is filtered by (nothing, when the server would refuse the value or take it as no filter).

const VALUES = [
  '',
  '  ',
  'all',
  'ALL',
  ' All ',
  'chatgpt',
  '  chat gpt  ',
  'Writing',
  ' Writing ',
  'writing',
  'Free',
  'free',
  ' Paid ',
  'Pemula',
  'ms',
  'campur',
  ' en ',
  'bm',
  'Beginner',
  'beginner',
  'Advanced ',
  '1',
  'true',
  '0',
  'yes',
  'x'.repeat(100),
  ` ${'x'.repeat(100)} `,
  'x'.repeat(101),
  'y'.repeat(200),
  'y'.repeat(201),
  'ünï ☕',
];

/** What the server's zod query makes of one value: the filter, or nothing. */
function serverReads(schema: z.ZodObject, key: string, raw: string) {
  const parsed = schema.shape[key]!.safeParse(raw || undefined);
  return parsed.success && parsed.data !== '' ? (parsed.data as string | undefined) : undefined;
}

describe.each([
  ['tools', TOOL_FILTERS, ToolListQuery],
  ['tutorials', TUTORIAL_FILTERS, TutorialListQuery],
  ['workflows', WORKFLOW_FILTERS, WorkflowListQuery],
  ['prompts', PROMPT_FILTERS, PromptListQuery],
] as const)('the %s page reads its address as the server does', (_list, rules, schema) => {
  it.each(Object.keys(rules))('%s', (key) => {
    const rule = rules[key as keyof typeof rules] as (raw: string) => string | undefined;
    for (const raw of VALUES) {
      expect([raw, rule(raw)]).toEqual([raw, serverReads(schema as z.ZodObject, key, raw)]);
    }
  });
});
