// Every content kind's definition by the kind members save and reports count
// (docs/architecture.md#content-definitions).
import type { ReportKind } from '../../shared/reports.js';
import type { AnyContentDefinition } from './definition.js';
import { PROMPT } from './prompts.js';
import { TOOL } from './tools.js';
import { TUTORIAL } from './tutorials.js';
import { WORKFLOW } from './workflows.js';

export const CONTENT_KINDS = {
  tool: TOOL,
  tutorial: TUTORIAL,
  workflow: WORKFLOW,
  prompt: PROMPT,
} as const satisfies Record<ReportKind, AnyContentDefinition>;
