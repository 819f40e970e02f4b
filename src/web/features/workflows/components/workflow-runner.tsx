import { ArrowLeft, ArrowRight, CheckCircle2, PartyPopper, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { WorkflowResponse } from '@shared/workflows';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTimer } from '../hooks/use-timer';
import { useWorkflowRun } from '../hooks/use-workflow-run';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { RunProgress } from './run-progress';
import { RunStepList } from './run-step-list';
import { StepTools } from './workflow-steps';
import { WorkflowTimer } from './workflow-timer';

type Recording = 'idle' | 'saving' | 'saved';

/**
 * The step runner of /workflows/{id}/execute (docs/product.md#workflows). `onComplete` records the completion;
 * when it fails the person is told and the run stays as it is, so they can press again.
 */
export function WorkflowRunner({
  workflow,
  onComplete,
}: {
  workflow: WorkflowResponse;
  onComplete: () => Promise<unknown>;
}) {
  const { steps } = workflow;
  const run = useWorkflowRun(steps.length);
  const timer = useTimer();
  const [recording, setRecording] = useState<Recording>('idle');
  // Each reset starts a new run: a save still under way for an earlier run must not touch it.
  const runId = useRef(0);
  const step = steps[run.current];

  if (!step) return <Card className="p-6 text-slate-600">{M.noSteps}</Card>;

  const complete = async () => {
    run.completeCurrent();
    if (!run.isLast) return;
    const id = runId.current;
    setRecording('saving');
    try {
      await onComplete();
      if (id === runId.current) setRecording('saved');
    } catch {
      if (id === runId.current) setRecording('idle');
      toast.error(M.completeFailed);
    }
  };
  const reset = () => {
    runId.current += 1;
    run.reset();
    timer.reset();
    setRecording('idle');
  };

  return (
    <div className="space-y-6">
      <RunProgress done={run.completed.size} total={steps.length} percent={run.percent} />
      {recording === 'saved' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-800"
        >
          <PartyPopper className="h-5 w-5" aria-hidden="true" /> {M.completed}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card role="region" className="p-6 lg:col-span-2" aria-labelledby="current-step">
          <div className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            {M.stepOf(step.stepNumber, steps.length)}
            {run.completed.has(run.current) && (
              <Badge tone="green">
                <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" /> {M.stepDone}
              </Badge>
            )}
          </div>
          <h2 id="current-step" className="text-2xl font-bold text-slate-900">
            {step.task}
          </h2>
          {step.description && (
            <p className="mt-2 whitespace-pre-line text-slate-700">{step.description}</p>
          )}
          <StepTools step={step} />
          <div className="mt-6 flex flex-wrap gap-2">
            <Button variant="outline" onClick={run.previous} disabled={run.isFirst}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.previous}
            </Button>
            <Button onClick={() => void complete()} disabled={recording !== 'idle' && run.isLast}>
              {run.isLast ? M.completeWorkflow : M.completeNext}
              {run.isLast ? (
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              )}
            </Button>
            <Button variant="ghost" onClick={reset} className="ml-auto">
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> {M.reset}
            </Button>
          </div>
        </Card>
        <div className="space-y-6">
          <WorkflowTimer timer={timer} />
          <RunStepList steps={steps} current={run.current} completed={run.completed} />
        </div>
      </div>
    </div>
  );
}
