import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@shared/categories';
import { categoryLabel } from '@shared/glossary';
import { optionsOf } from './filter-options';
import { api } from './api-client';
import { categoryKeys } from './query-keys';

// The categories table is the one list of categories (docs/decisions/014-the-categories-table-is-the-list.md): every filter and the
// /categories page read it through this call.
export const getCategories = (signal?: AbortSignal) =>
  api<CategoryListResponse>('/api/categories', { signal });

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.lists(),
  queryFn: ({ signal }) => getCategories(signal),
});

export const useCategories = () => useQuery(categoriesQueryOptions);

/**
 * Options of a category filter: 'all' first, then the categories by name, and the one in the
 * address when the table lacks it (the control then shows what the list is filtered by). Each is
 * shown by its Malay name (shared/glossary.ts); its value stays the stored name.
 */
export function useCategoryOptions(allLabel: string, current?: string) {
  const { data } = useCategories();
  const names = (data?.items ?? []).map((c) => c.name);
  return optionsOf(allLabel, names, current, categoryLabel);
}
