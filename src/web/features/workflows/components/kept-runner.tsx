import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WorkflowCompletion } from '@shared/workflow-runs';
import type { WorkflowResponse } from '@shared/workflows';
import { PageSpinner } from '../../../components/item-query-view';
import { EmptyState } from '../../../components/empty-state';
import { LIST_MESSAGES } from '../../../components/list/messages';
import { Button } from '../../../components/ui/button';
import { dashboardKeys, workflowRunKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { resetWorkflowRun, saveWorkflowRun, useWorkflowRunQuery } from '../api/workflow-run';
import { createRunSaver } from '../hooks/run-saver';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowRunner } from './workflow-runner';

/**
 * Issue 19: the runner on the member's kept run. It waits for the run as the server has it now
 * (a reload, Back, another tab or device continue there), then keeps each change in order.
 * A run that cannot be read is not started over — saving the fresh one would lose it.
 */
export function KeptRunner({
  workflow,
  complete,
}: {
  workflow: WorkflowResponse;
  complete: (id: string) => Promise<WorkflowCompletion>;
}) {
  const queryClient = useQueryClient();
  const query = useWorkflowRunQuery(workflow.id);
  const [saver] = useState(() => {
    let told = false;
    const kept = () => {
      // The dashboard's "Sambung" reads the run: it is stale now.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    };
    return createRunSaver({
      save: (state) =>
        saveWorkflowRun(workflow.id, state).then((answer) => {
          queryClient.setQueryData(workflowRunKeys.one(workflow.id), answer);
          kept();
        }),
      reset: () =>
        resetWorkflowRun(workflow.id).then(() => {
          queryClient.setQueryData(workflowRunKeys.one(workflow.id), { run: null });
          kept();
        }),
      failed: () => {
        // Said once: every later press carries the whole run and tries again.
        if (told) return;
        told = true;
        toast.error(M.saveFailed);
      },
    });
  });

  // Fresh from the server, not a copy kept from an earlier visit.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) return <PageSpinner />;
  if (query.isError)
    return (
      <EmptyState title={M.runLoadFailed}>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {LIST_MESSAGES.retry}
        </Button>
      </EmptyState>
    );

  return (
    <WorkflowRunner
      workflow={workflow}
      saved={query.data.run}
      onChange={saver.save}
      onReset={saver.reset}
      onComplete={async () => {
        await saver.flush();
        return complete(workflow.id);
      }}
    />
  );
}
