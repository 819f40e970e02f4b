import type { Selectable } from 'kysely';
import type { ToolResponse } from '../../../shared/tools.js';
import { fromStringList } from '../../db/helpers.js';
import type { ToolsTable } from '../../db/schema.js';

export function presentTool(row: Selectable<ToolsTable>): ToolResponse {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    mainFunction: row.main_function,
    description: row.description,
    category: row.category,
    pricing: row.pricing,
    keyFeatures: fromStringList(row.key_features),
    alternatives: fromStringList(row.alternatives),
    rating: row.rating,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
