import type { WorkflowListQuery, WorkflowListResponse } from '@shared/workflows';
import { api, withQuery } from '../../../lib/api-client';
import { workflowKeys } from '../../../lib/query-keys';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type WorkflowFilters = Omit<WorkflowListQuery, 'cursor' | 'limit'>;

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
