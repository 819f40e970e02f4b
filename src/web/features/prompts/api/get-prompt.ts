import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptResponse } from '@shared/prompts';
import { api } from '../../../lib/api-client';
import { promptKeys } from '../../../lib/query-keys';

export const getPrompt = (id: string, signal?: AbortSignal) =>
  api<PromptResponse>(`/api/prompts/${encodeURIComponent(id)}`, { signal });

export const promptQueryOptions = (id: string) =>
  queryOptions({ queryKey: promptKeys.detail(id), queryFn: ({ signal }) => getPrompt(id, signal) });

export const usePrompt = (id: string) => useQuery(promptQueryOptions(id));
