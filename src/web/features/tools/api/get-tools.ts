import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Pricing } from '@shared/constants';
import type { ToolListResponse, ToolSort } from '@shared/tools';
import { api, withQuery } from '../../../lib/api-client';

/** Members list through /api/tools; the public showcase through /api/showcase/tools. */
export type ToolSource = 'members' | 'showcase';
const ENDPOINT: Record<ToolSource, string> = {
  members: '/api/tools',
  showcase: '/api/showcase/tools',
};

export interface ToolFilters {
  q?: string | undefined;
  category?: string | undefined;
  pricing?: Pricing | undefined;
  sort?: ToolSort | undefined;
}

export const getTools = (
  source: ToolSource,
  query: ToolFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<ToolListResponse>(withQuery(ENDPOINT[source], query), { signal });

export const toolsQueryOptions = (source: ToolSource, filters: ToolFilters) =>
  infiniteQueryOptions({
    queryKey: ['tools', source, filters],
    queryFn: ({ pageParam, signal }) => getTools(source, { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useTools(source: ToolSource, filters: ToolFilters) {
  const query = useInfiniteQuery(toolsQueryOptions(source, filters));
  return {
    ...query,
    tools: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
  };
}
