import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptStatsResponse } from '@shared/prompts';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { adminPath } from '../../../../admin/api/resource';

export const getPromptStats = (signal?: AbortSignal) =>
  api<PromptStatsResponse>(`${adminPath('prompts')}/stats`, { signal });

// Under the prompts' admin key: refreshAdminResource('prompts') refreshes it with the list.
export const promptStatsQueryOptions = queryOptions({
  queryKey: [...adminKeys.resource('prompts').all, 'stats'] as const,
  queryFn: ({ signal }) => getPromptStats(signal),
});

/** The Manage Prompts stat cards: Total Prompts, Categories, This Week (docs/product.md#admin-panel). */
export const usePromptStats = () => useQuery(promptStatsQueryOptions);
