import {
  CreateWorkflowRequest,
  UpdateWorkflowRequest,
  WORKFLOW_MESSAGES,
  WorkflowResponse,
} from '../../../shared/workflows.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { assertKnownCategory } from '../../content/categories.js';
import { toJson } from '../../db/helpers.js';
import { presentWorkflow } from './presenter.js';
import { WORKFLOW_SEARCH } from './service.js';

/** The Workflows tab (docs/product.md#workflows Add Workflow and Edit Workflow). */
export const workflowAdmin: CrudDefinition<
  'workflows',
  CreateWorkflowRequest,
  UpdateWorkflowRequest,
  WorkflowResponse
> = {
  resource: 'workflows',
  itemType: 'workflow',
  beforeWrite: assertKnownCategory,
  search: WORKFLOW_SEARCH,
  create: CreateWorkflowRequest,
  update: UpdateWorkflowRequest,
  item: WorkflowResponse,
  present: presentWorkflow,
  notFound: WORKFLOW_MESSAGES.notFound,
  toRow: (input) => ({
    title: input.title,
    goal: input.goal,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty,
    estimated_time: input.estimatedTime,
    steps: toJson(input.steps),
  }),
};
