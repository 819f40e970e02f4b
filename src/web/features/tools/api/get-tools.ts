import type { ToolListQuery, ToolListResponse } from '@shared/tools';
import { api, withQuery } from '../../../lib/api-client';
import { toolKeys } from '../../../lib/query-keys';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

/** Members list through /api/tools; the public showcase through /api/showcase/tools. */
export type ToolSource = 'members' | 'showcase';
const ENDPOINT: Record<ToolSource, string> = {
  members: '/api/tools',
  showcase: '/api/showcase/tools',
};

export type ToolFilters = Omit<ToolListQuery, 'cursor' | 'limit'>;

export const getTools = (
  source: ToolSource,
  query: ToolFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<ToolListResponse>(withQuery(ENDPOINT[source], query), { signal });

export const toolsQueryOptions = (source: ToolSource, filters: ToolFilters) =>
  infiniteListOptions(toolKeys.list({ source, ...filters }), (cursor, signal) =>
    getTools(source, { ...filters, cursor }, signal),
  );

export const useTools = (source: ToolSource, filters: ToolFilters) =>
  useInfiniteList(toolsQueryOptions(source, filters));
