import {
  CreateToolRequest,
  TOOL_MESSAGES,
  ToolResponse,
  UpdateToolRequest,
} from '../../../shared/tools.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { assertKnownCategory } from '../../content/categories.js';
import { toJson } from '../../db/helpers.js';
import { presentTool } from './presenter.js';
import { TOOL_SEARCH } from './service.js';

/** The Tools tab (docs/product.md#tools Add Tool and tool edit). */
export const toolAdmin: CrudDefinition<
  'tools',
  CreateToolRequest,
  UpdateToolRequest,
  ToolResponse
> = {
  resource: 'tools',
  itemType: 'tool',
  beforeWrite: assertKnownCategory,
  search: TOOL_SEARCH,
  create: CreateToolRequest,
  update: UpdateToolRequest,
  item: ToolResponse,
  present: presentTool,
  notFound: TOOL_MESSAGES.notFound,
  toRow: (input) => ({
    name: input.name,
    website: input.website,
    main_function: input.mainFunction,
    description: input.description,
    category: input.category,
    pricing: input.pricing,
    rating: input.rating,
    key_features: toJson(input.keyFeatures),
    alternatives: toJson(input.alternatives),
  }),
};
