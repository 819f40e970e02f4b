import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WORKFLOW_RUN_MESSAGES,
  type WorkflowCompletion,
  type WorkflowRunResponse,
} from '@shared/workflow-runs';
import type { WorkflowResponse } from '@shared/workflows';
import { EmptyState } from '../../../components/empty-state';
import { LIST_MESSAGES } from '../../../components/list/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { dashboardKeys, workflowRunKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { resetWorkflowRun, saveWorkflowRun, useWorkflowRunQuery } from '../api/workflow-run';
import { createRunSaver } from '../hooks/run-saver';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowRunner } from './workflow-runner';
import { OfflineNotice, waitsForConnection } from '../../../components/offline-notice';

/**
 * Issue 19: the runner on the member's kept run. It waits for the run as the server has it now
 * (a reload, Back, another tab or device continue there), then keeps each change in order. Each
 * change names the run it was made on; when another tab or device has moved the run on since, the
 * change is refused, and the runner starts again from the newer run rather than overwrite it.
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
  const runKey = workflowRunKeys.one(workflow.id);
  // The runner's generation: a new one starts from the server's run after a refusal.
  const [generation, setGeneration] = useState(0);
  const [saver] = useState(() => {
    let told = false;
    const kept = () =>
      // The dashboard's "Sambung" reads the run: it is stale now.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    // The run as this page last saw it: the query's data, which only this page's own saves,
    // resets and reads change (the query does not refetch by itself, workflow-run.ts).
    const since = () =>
      queryClient.getQueryData<WorkflowRunResponse>(runKey)?.run?.updatedAt ?? null;
    const saver = createRunSaver({
      save: (state) =>
        saveWorkflowRun(workflow.id, { ...state, since: since() }).then((answer) => {
          queryClient.setQueryData(runKey, answer);
          kept();
        }),
      reset: () =>
        resetWorkflowRun(workflow.id).then(() => {
          queryClient.setQueryData(runKey, { run: null });
          kept();
        }),
      failed: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // Moved on elsewhere: what waits was made on the old run; start from the new one.
          saver.drop();
          toast.info(WORKFLOW_RUN_MESSAGES.changedElsewhere);
          void query.refetch().then(() => setGeneration((n) => n + 1));
          return;
        }
        // Said once: every later press carries the whole run and tries again.
        if (told) return;
        told = true;
        toast.error(M.saveFailed);
      },
    });
    return saver;
  });

  if (waitsForConnection(query)) return <OfflineNotice onRetry={() => void query.refetch()} />;
  // Fresh from the server, not a copy kept from an earlier visit.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount))
    return <RunnerSkeleton />;
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
      key={generation}
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

/** Issue 20: the runner's layout while the run loads: progress, the step, the timer and the steps. */
function RunnerSkeleton() {
  return (
    <LoadingRegion className="space-y-6">
      <div>
        <TextSkeleton size="sm" width="w-40" className="mb-1" />
        <Skeleton className="h-3 rounded-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 p-6 lg:col-span-2">
          <TextSkeleton size="sm" width="w-28" className="mb-2" />
          <TextSkeleton size="2xl" width="w-2/3" />
          <TextSkeleton lines={3} size="base" className="mt-2" />
          {/* Wraps on a 320 px phone, as the buttons it stands for do. */}
          <div className="mt-6 flex flex-wrap gap-2">
            <Skeleton className="h-10 w-28 rounded-lg" />
            <Skeleton className="h-10 w-36 rounded-lg" />
          </div>
        </Card>
        <div className="space-y-6">
          <Skeleton className="h-40 rounded-xl bg-slate-100" />
          <Skeleton className="h-48 rounded-xl bg-slate-100" />
        </div>
      </div>
    </LoadingRegion>
  );
}
