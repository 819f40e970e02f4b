import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowRunRequest, WorkflowRunResponse } from '@shared/workflow-runs';
import { api } from '../../../lib/api-client';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { workflowRunKeys } from '../../../lib/query-keys';
import { workflowQueryOptions } from './get-workflow';

// Issue 19: the member's run of a workflow, kept on the server (GET, PUT, DELETE).
const runUrl = (workflowId: string) => `/api/me/workflow-runs/${encodeURIComponent(workflowId)}`;

export const workflowRunQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: workflowRunKeys.one(workflowId),
    queryFn: ({ signal }) => api<WorkflowRunResponse>(runUrl(workflowId), { signal }),
    // The runner starts from it once, fresh; from then on only the page's own saves change it
    // (kept-runner.tsx sends its updatedAt with each change): a refetch on focus could take in
    // another device's newer run under a runner still showing the older one.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useWorkflowRunQuery = (workflowId: string) =>
  useQuery(workflowRunQueryOptions(workflowId));

export const saveWorkflowRun = (workflowId: string, state: WorkflowRunRequest) =>
  api<WorkflowRunResponse>(runUrl(workflowId), { method: 'PUT', body: state });

export const resetWorkflowRun = (workflowId: string) =>
  api<void>(runUrl(workflowId), { method: 'DELETE' });

/** A workflow page's first requests: the workflow and the member's run of it, together. */
export const firstWorkflowRunRequest: FirstRequest = async (client, { params }) => {
  const id = params.id ?? '';
  await Promise.all([
    client.prefetchQuery(cachedOrFetched(workflowQueryOptions(id))),
    client.prefetchQuery(cachedOrFetched(workflowRunQueryOptions(id))),
  ]);
};
