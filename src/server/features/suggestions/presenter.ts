import type { Selectable } from 'kysely';
import type { SuggestionResponse } from '../../../shared/suggestions.js';
import type { SuggestionsTable } from '../../db/schema.js';

// The table's check constraints hold type and status to docs/product.md#suggestions's lists.
export function presentSuggestion(row: Selectable<SuggestionsTable>): SuggestionResponse {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as SuggestionResponse['type'],
    title: row.title,
    description: row.description,
    reason: row.reason,
    website: row.website,
    status: row.status as SuggestionResponse['status'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
