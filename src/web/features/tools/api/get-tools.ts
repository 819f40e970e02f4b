import { TOOL_FILTERS } from '@shared/list-filters';
import type { ToolListQuery, ToolListResponse } from '@shared/tools';
import { api, withQuery } from '../../../lib/api-client';
import { toolKeys } from '../../../lib/query-keys';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { readListFilters } from '../../../lib/use-list-filters';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

/** Members list through /api/tools; the public showcase through /api/showcase/tools. */
export type ToolSource = 'members' | 'showcase';
const ENDPOINT: Record<ToolSource, string> = {
  members: '/api/tools',
  showcase: '/api/showcase/tools',
};

export type ToolFilters = Omit<ToolListQuery, 'cursor' | 'limit'>;

/** The filters /tools keeps in its address. */
export const TOOL_LIST_KEYS = ['q', 'category', 'pricing', 'saved'] as const;
/** One category's tools, by name (/tools/category/{c}, /categories/{c}/tools). */
export const categoryToolFilters = (category: string): ToolFilters => ({ category, sort: 'name' });

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

/** /tools's first request, from the filters in its address. */
export const firstToolsRequest: FirstRequest = (client, { search }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(
      toolsQueryOptions('members', readListFilters(TOOL_FILTERS, TOOL_LIST_KEYS, search).query),
    ),
  );

/** A category's tools page's first request. */
export const firstCategoryToolsRequest: FirstRequest = (client, { params }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(toolsQueryOptions('members', categoryToolFilters(params.category ?? ''))),
  );
