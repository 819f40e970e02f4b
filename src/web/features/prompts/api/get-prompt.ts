import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptResponse } from '@shared/prompts';
import { api, withQuery } from '../../../lib/api-client';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { promptKeys } from '../../../lib/query-keys';

export const getPrompt = (id: string, signal?: AbortSignal) =>
  api<PromptResponse>(`/api/prompts/${encodeURIComponent(id)}`, { signal });

export const promptQueryOptions = (id: string) =>
  queryOptions({ queryKey: promptKeys.detail(id), queryFn: ({ signal }) => getPrompt(id, signal) });

export const usePrompt = (id: string) => useQuery(promptQueryOptions(id));

/** The page's first request, by the id in its route. */
export const firstPromptRequest: FirstRequest = (client, { params }) =>
  client.prefetchQuery(cachedOrFetched(promptQueryOptions(params.id ?? '')));

/** Issue 19: a prompt by its exact title (a workflow step names its prompts so). */
export const usePromptByTitle = (title: string) =>
  useQuery({
    queryKey: [...promptKeys.all, 'lookup', title] as const,
    queryFn: ({ signal }) =>
      api<PromptResponse>(withQuery('/api/prompts/lookup', { title }), { signal }),
    retry: false,
  });
