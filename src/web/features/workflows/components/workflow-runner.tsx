import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { WorkflowCompletion, WorkflowRun, WorkflowRunRequest } from '@shared/workflow-runs';
import type { WorkflowResponse } from '@shared/workflows';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StepPromptsAction } from '../../../components/item-actions';
import { Card } from '../../../components/ui/card';
import { useTimer, type TimerSnapshot } from '../hooks/use-timer';
import { useWorkflowRun, type RunState } from '../hooks/use-workflow-run';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { RunCompleteCard, type Finished } from './run-complete-card';
import { RunProgress } from './run-progress';
import { RunStepList } from './run-step-list';
import { StepTools } from './workflow-steps';
import { WorkflowTimer } from './workflow-timer';

type Recording = 'idle' | 'saving' | 'saved';

interface RunnerProps {
  workflow: WorkflowResponse;
  /** The member's kept run, to continue (issue 19); null starts at the first step. */
  saved?: WorkflowRun | null;
  /** Each change of the run, to keep. */
  onChange?: (state: WorkflowRunRequest) => void;
  /** Reset: the kept run is forgotten. */
  onReset?: () => void;
  /** Records the completion; when it fails the person is told and can press again. */
  onComplete: () => Promise<WorkflowCompletion | void>;
}

const keepable = (run: RunState, clock: TimerSnapshot): WorkflowRunRequest => ({
  current: run.current,
  completed: [...run.completed].sort((a, b) => a - b),
  elapsedMs: clock.elapsedMs,
  running: clock.running,
});

/**
 * The step runner of /workflows/{id}/execute (docs/product.md#workflows). Every press (a step, the
 * timer) is handed to `onChange`, so the run continues where it was left (issue 19).
 */
export function WorkflowRunner({
  workflow,
  saved = null,
  onChange = () => {},
  onReset = () => {},
  onComplete,
}: RunnerProps) {
  const { steps } = workflow;
  const run = useWorkflowRun(
    steps.length,
    saved ? { current: saved.current, completed: new Set(saved.completed) } : undefined,
  );
  const timer = useTimer(saved ?? undefined);
  const [recording, setRecording] = useState<Recording>(saved?.finishedAt ? 'saved' : 'idle');
  const [finished, setFinished] = useState<Finished | null>(
    saved?.finishedAt ? { elapsedMs: saved.elapsedMs } : null,
  );
  // Each reset starts a new run: a save still under way for an earlier run must not touch it.
  const runId = useRef(0);
  const step = steps[run.current];

  if (!step) return <Card className="p-6 text-slate-600">{M.noSteps}</Card>;

  const keep = (next: RunState, clock: TimerSnapshot = timer.snapshot()) =>
    onChange(keepable(next, clock));

  const complete = async () => {
    const wasLast = run.isLast;
    const next = run.completeCurrent();
    if (!wasLast) return keep(next);
    // Finishing stops the timer; the run is kept as finished before it is recorded.
    const clock = timer.stop();
    keep(next, clock);
    const id = runId.current;
    setRecording('saving');
    try {
      const summary = await onComplete();
      if (id !== runId.current) return;
      setRecording('saved');
      setFinished(
        summary
          ? { ...summary, elapsedMs: summary.elapsedMs || clock.elapsedMs }
          : { elapsedMs: clock.elapsedMs },
      );
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
    setFinished(null);
    onReset();
  };
  // The timer's own presses are kept as the steps' are.
  const timerControls = {
    ...timer,
    toggle: () => keep(run.state, timer.toggle()),
    reset: () => keep(run.state, timer.reset()),
  };

  return (
    <div className="space-y-6">
      <RunProgress done={run.completed.size} total={steps.length} percent={run.percent} />
      {finished && <RunCompleteCard finished={finished} />}
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
          {/* The tools open in a new tab, so the run is never left (issue 19). */}
          <StepTools step={step} newTab />
          {step.prompts.length > 0 && <StepPromptsAction titles={step.prompts} task={step.task} />}
          <div className="mt-6 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => keep(run.previous())} disabled={run.isFirst}>
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
            {/* Not while the finish is being recorded: it would finish the new run instead. */}
            <Button
              variant="ghost"
              onClick={reset}
              disabled={recording === 'saving'}
              className="ml-auto"
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> {M.reset}
            </Button>
          </div>
        </Card>
        <div className="space-y-6">
          <WorkflowTimer timer={timerControls} />
          <RunStepList steps={steps} current={run.current} completed={run.completed} />
        </div>
      </div>
    </div>
  );
}
