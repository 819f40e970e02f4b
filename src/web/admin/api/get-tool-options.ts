import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolListResponse } from '@shared/tools';
import { api, withQuery } from '../../lib/api-client';
import { toolKeys } from '../../lib/query-keys';

/** How many matching tools the picker offers at once; typing narrows the rest. */
export const TOOL_OPTIONS_LIMIT = 20;

export const getToolOptions = (q: string, signal?: AbortSignal) =>
  api<ToolListResponse>(withQuery('/api/tools', { q, sort: 'name', limit: TOOL_OPTIONS_LIMIT }), {
    signal,
  });

// Under the tools' own key, so an added, renamed or deleted tool refreshes the picker.
export const toolOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...toolKeys.all, 'picker', { q }] as const,
    queryFn: ({ signal }) => getToolOptions(q, signal),
    placeholderData: keepPreviousData,
  });

/** Tools by name matching `q` (docs/product.md#admin-panel tool picker: tools ordered by name), once it is opened. */
export const useToolOptions = (q: string, enabled: boolean) =>
  useQuery({ ...toolOptionsQueryOptions(q), enabled });
