import {
  SYNONYM_MESSAGES,
  SynonymGroupRequest,
  SynonymGroupResponse,
} from '../../../shared/search.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { fromStringList, toJson } from '../../db/helpers.js';

/**
 * The Sinonim tab (docs/product.md#search-everything): the synonym groups the search everywhere
 * widens a search with. A change clears every process's kept groups (the change feed).
 */
export const synonymAdmin: CrudDefinition<
  'synonyms',
  SynonymGroupRequest,
  SynonymGroupRequest,
  SynonymGroupResponse
> = {
  resource: 'synonyms',
  search: { columns: ['words'] },
  create: SynonymGroupRequest,
  update: SynonymGroupRequest,
  item: SynonymGroupResponse,
  present: (row) => ({
    id: row.id,
    words: fromStringList(row.words),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  notFound: SYNONYM_MESSAGES.notFound,
  toRow: (input) => ({ words: toJson([...new Set(input.words)]) }),
};
