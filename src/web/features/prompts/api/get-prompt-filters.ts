import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptFiltersResponse } from '@shared/prompts';
import { api } from '../../../lib/api-client';
import { promptKeys } from '../../../lib/query-keys';

// docs/product.md#prompts: the category and tool filters are built from the prompts themselves.
export const getPromptFilters = (signal?: AbortSignal) =>
  api<PromptFiltersResponse>('/api/prompts/filters', { signal });

export const promptFiltersQueryOptions = queryOptions({
  queryKey: [...promptKeys.all, 'filters'],
  queryFn: ({ signal }) => getPromptFilters(signal),
});

export const usePromptFilters = () => useQuery(promptFiltersQueryOptions);
