import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@shared/categories';
import { api } from '../../../lib/api-client';

export const getCategories = (signal?: AbortSignal) =>
  api<CategoryListResponse>('/api/categories', { signal });

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
});

export const useCategories = () => useQuery(categoriesQueryOptions);
