import type { Selectable } from 'kysely';
import type { ToolCard, ToolResponse } from '../../../shared/tools.js';
import type { ToolsTable } from '../../db/schema.js';
import type { ToolCardRow } from './service.js';

// Stored lists are in their one shape (migration 0008, the admin forms), so reading is parsing.
const list = (json: string) => JSON.parse(json) as string[];

export function presentTool(row: Selectable<ToolsTable>): ToolResponse {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    // A tool just added has no logo yet (its form never sets one: db/tool-logos.ts does).
    logoUrl: row.logo_url ?? null,
    mainFunction: row.main_function,
    description: row.description,
    category: row.category,
    pricing: row.pricing,
    keyFeatures: list(row.key_features),
    alternatives: list(row.alternatives),
    rating: row.rating,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentToolCard(row: ToolCardRow): ToolCard {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    logoUrl: row.logo_url,
    mainFunction: row.main_function,
    category: row.category,
    pricing: row.pricing,
    keyFeatures: list(row.key_features),
    alternatives: list(row.alternatives),
    rating: row.rating,
  };
}
