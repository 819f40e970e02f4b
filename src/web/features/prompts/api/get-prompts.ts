import { PROMPT_FILTERS } from '@shared/list-filters';
import type { PromptListQuery, PromptListResponse } from '@shared/prompts';
import { api, withQuery } from '../../../lib/api-client';
import { promptKeys } from '../../../lib/query-keys';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { readListFilters } from '../../../lib/use-list-filters';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type PromptFilters = Omit<PromptListQuery, 'cursor' | 'limit'>;

/** The filters /prompt keeps in its address. */
export const PROMPT_LIST_KEYS = ['q', 'category', 'tool', 'saved'] as const;

export const getPrompts = (
  query: PromptFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<PromptListResponse>(withQuery('/api/prompts', query), { signal });

export const promptsQueryOptions = (filters: PromptFilters) =>
  infiniteListOptions(promptKeys.list(filters), (cursor, signal) =>
    getPrompts({ ...filters, cursor }, signal),
  );

export const usePrompts = (filters: PromptFilters) => useInfiniteList(promptsQueryOptions(filters));

/** /prompt's first request, from the filters in its address. */
export const firstPromptsRequest: FirstRequest = (client, { search }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(
      promptsQueryOptions(readListFilters(PROMPT_FILTERS, PROMPT_LIST_KEYS, search).query),
    ),
  );
