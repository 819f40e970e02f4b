import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptListResponse } from '@shared/prompts';
import { api, withQuery } from '../../lib/api-client';
import { promptKeys } from '../../lib/query-keys';
import { TOOL_OPTIONS_LIMIT } from './get-tool-options';

// Under the prompts' own key, so an added, renamed or deleted prompt refreshes the picker.
const promptOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...promptKeys.all, 'picker', { q }] as const,
    queryFn: ({ signal }) =>
      api<PromptListResponse>(withQuery('/api/prompts', { q, limit: TOOL_OPTIONS_LIMIT }), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Issue 19: prompt titles matching `q`, for a workflow step's prompts, once the picker is opened. */
export const usePromptOptions = (q: string, enabled: boolean) =>
  useQuery({ ...promptOptionsQueryOptions(q), enabled });
