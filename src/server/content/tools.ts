// Tools (docs/product.md#tools), defined once: docs/architecture.md#content-definitions.
import type { Selectable } from 'kysely';
import type { RelatedTool } from '../../shared/tutorials.js';
import {
  TOOL_MESSAGES,
  CreateToolRequest,
  type ToolCard,
  ToolListQuery,
  ToolListResponse,
  ToolResponse,
  UpdateToolRequest,
} from '../../shared/tools.js';
import { toJson } from '../db/helpers.js';
import type { SearchSpec } from '../db/list.js';
import type { ToolsTable } from '../db/schema.js';
import { defineContent } from './definition.js';
import { readStringList } from './lists.js';

/** The columns a tool card is made from (lists, the showcase, similar tools, favourites). */
export const TOOL_CARD_COLUMNS = [
  'id',
  'name',
  'website',
  'logo_url',
  'main_function',
  'category',
  'pricing',
  'key_features',
  'alternatives',
  'rating',
] as const satisfies readonly (keyof ToolsTable)[];
export type ToolCardRow = Pick<Selectable<ToolsTable>, (typeof TOOL_CARD_COLUMNS)[number]>;

// docs/product.md#tools: tools match name, description, main function and key features.
export const TOOL_SEARCH: SearchSpec = {
  columns: ['name', 'description', 'main_function'],
  lists: [{ column: 'key_features' }],
};

export function presentToolCard(row: ToolCardRow): ToolCard {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    // A tool just added has no logo yet (its form never sets one: the logo routes and the link check do).
    logoUrl: row.logo_url ?? null,
    mainFunction: row.main_function,
    category: row.category,
    pricing: row.pricing,
    keyFeatures: readStringList(row.key_features, 'tools.key_features'),
    alternatives: readStringList(row.alternatives, 'tools.alternatives'),
    rating: row.rating,
  };
}

export function presentTool(row: Selectable<ToolsTable>): ToolResponse {
  return {
    ...presentToolCard(row),
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A tool named beside a tutorial (docs/product.md#tutorials): only what its card shows. */
export const RELATED_TOOL_COLUMNS = [
  'id',
  'name',
  'main_function',
  'category',
  'pricing',
  'rating',
] as const satisfies readonly (keyof ToolsTable)[];

export function presentRelatedTool(
  row: Pick<Selectable<ToolsTable>, (typeof RELATED_TOOL_COLUMNS)[number]>,
): RelatedTool {
  return {
    id: row.id,
    name: row.name,
    mainFunction: row.main_function,
    category: row.category,
    pricing: row.pricing,
    rating: row.rating,
  };
}

export const TOOL = defineContent({
  table: 'tools',
  contracts: {
    listQuery: ToolListQuery,
    listPage: ToolListResponse,
    item: ToolResponse,
    create: CreateToolRequest,
    update: UpdateToolRequest,
  },
  kind: 'tool',
  nameColumn: 'name',
  cardColumns: TOOL_CARD_COLUMNS,
  presentCard: presentToolCard,
  present: presentTool,
  search: TOOL_SEARCH,
  listFilters: (query) => ({
    equal: { category: query.category, pricing: query.pricing },
    sort: query.sort === 'name' ? { alphabetical: 'name' } : { newest: true },
  }),
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
  notFound: TOOL_MESSAGES.notFound,
});
