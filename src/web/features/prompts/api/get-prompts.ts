import type { PromptListQuery, PromptListResponse } from '@shared/prompts';
import { api, withQuery } from '../../../lib/api-client';
import { promptKeys } from '../../../lib/query-keys';
import { filtersFromAddress, type FirstRequest } from '../../../lib/first-request';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

/** The list's query schema (zod), loaded only when the address has filters to read. */
const querySchema = () => import('@shared/prompts').then((m) => m.PromptListQuery);

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
export const firstPromptsRequest: FirstRequest = async (client, { search }) =>
  client.prefetchInfiniteQuery(
    promptsQueryOptions(await filtersFromAddress(querySchema, PROMPT_LIST_KEYS, search)),
  );
