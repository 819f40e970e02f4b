import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowResponse } from '@shared/workflows';
import { api } from '../../../lib/api-client';
import { workflowKeys } from '../../../lib/query-keys';

export const getWorkflow = (id: string, signal?: AbortSignal) =>
  api<WorkflowResponse>(`/api/workflows/${encodeURIComponent(id)}`, { signal });

export const workflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: ({ signal }) => getWorkflow(id, signal),
  });

export const useWorkflow = (id: string) => useQuery(workflowQueryOptions(id));
