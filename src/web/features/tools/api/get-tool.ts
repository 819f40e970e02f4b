import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolDetailResponse } from '@shared/tools';
import { api } from '../../../lib/api-client';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { toolKeys } from '../../../lib/query-keys';

export const getTool = (id: string, signal?: AbortSignal) =>
  api<ToolDetailResponse>(`/api/tools/${encodeURIComponent(id)}`, { signal });

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: toolKeys.detail(id), queryFn: ({ signal }) => getTool(id, signal) });

export const useTool = (id: string) => useQuery(toolQueryOptions(id));

/** The page's first request, by the id in its route. */
export const firstToolRequest: FirstRequest = (client, { params }) =>
  client.prefetchQuery(cachedOrFetched(toolQueryOptions(params.id ?? '')));
