import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowCompletion } from '@shared/workflow-runs';
import { api } from '../../../lib/api-client';
import { dashboardKeys, statusKeys } from '../../../lib/query-keys';

/**
 * Records that the signed-in member finished the workflow (docs/product.md#workflows interaction 'complete');
 * answers the time taken, the streak and a next suggestion (issue 19).
 */
export const completeWorkflow = (id: string) =>
  api<WorkflowCompletion>(`/api/workflows/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
  });

/** Finishing a workflow marks it tried, so the statuses and the dashboard refresh. */
export function useCompleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWorkflow,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
