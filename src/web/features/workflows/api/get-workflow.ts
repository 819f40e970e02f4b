import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowResponse } from '@shared/workflows';
import { api } from '../../../lib/api-client';
import type { FirstRequest } from '../../../lib/first-request';
import { workflowKeys } from '../../../lib/query-keys';

export const getWorkflow = (id: string, signal?: AbortSignal) =>
  api<WorkflowResponse>(`/api/workflows/${encodeURIComponent(id)}`, { signal });

export const workflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: ({ signal }) => getWorkflow(id, signal),
  });

export const useWorkflow = (id: string) => useQuery(workflowQueryOptions(id));

/** The page's first request, by the id in its route. */
export const firstWorkflowRequest: FirstRequest = (client, { params }) =>
  client.prefetchQuery(workflowQueryOptions(params.id ?? ''));
