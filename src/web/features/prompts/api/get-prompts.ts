import type { PromptListQuery, PromptListResponse } from '@shared/prompts';
import { api, withQuery } from '../../../lib/api-client';
import { promptKeys } from '../../../lib/query-keys';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type PromptFilters = Omit<PromptListQuery, 'cursor' | 'limit'>;

export const getPrompts = (
  query: PromptFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<PromptListResponse>(withQuery('/api/prompts', query), { signal });

export const promptsQueryOptions = (filters: PromptFilters) =>
  infiniteListOptions(promptKeys.list(filters), (cursor, signal) =>
    getPrompts({ ...filters, cursor }, signal),
  );

export const usePrompts = (filters: PromptFilters) => useInfiniteList(promptsQueryOptions(filters));
