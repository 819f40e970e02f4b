import { WORKFLOW_FILTERS } from '@shared/list-filters';
import type { WorkflowListQuery, WorkflowListResponse } from '@shared/workflows';
import { api, withQuery } from '../../../lib/api-client';
import { workflowKeys } from '../../../lib/query-keys';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { readListFilters } from '../../../lib/use-list-filters';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type WorkflowFilters = Omit<WorkflowListQuery, 'cursor' | 'limit'>;

/** The filters /workflows keeps in its address; the category is the route's (/workflows/category/{c}). */
export const WORKFLOW_LIST_KEYS = ['q', 'difficulty', 'saved'] as const;

export const getWorkflows = (
  query: WorkflowFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<WorkflowListResponse>(withQuery('/api/workflows', query), { signal });

export const workflowsQueryOptions = (filters: WorkflowFilters) =>
  infiniteListOptions(workflowKeys.list(filters), (cursor, signal) =>
    getWorkflows({ ...filters, cursor }, signal),
  );

export const useWorkflows = (filters: WorkflowFilters) =>
  useInfiniteList(workflowsQueryOptions(filters));

/** /workflows's first request: the filters in its address, the category in its route. */
export const firstWorkflowsRequest: FirstRequest = (client, { params, search }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(
      workflowsQueryOptions({
        ...readListFilters(WORKFLOW_FILTERS, WORKFLOW_LIST_KEYS, search).query,
        category: params.category,
      }),
    ),
  );
