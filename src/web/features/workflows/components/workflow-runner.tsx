import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { BELOW_SM, useMediaQuery } from '../../../lib/use-media-query';
import { useWakeLock } from '../../../lib/use-wake-lock';
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
import { StepTimer, WorkflowTimer } from './workflow-timer';

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
  // Issue 20: the screen stays on while the run's timer counts, and a new step's title comes
  // into view (on a phone it is above the bottom bar's buttons that were pressed).
  useWakeLock(timer.running);
  const phone = useMediaQuery(BELOW_SM);
  const title = useRef<HTMLHeadingElement>(null);
  const current = run.current;
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    title.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [current]);

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
            {phone && <StepTimer timer={timerControls} className="ml-auto" />}
          </div>
          <h2
            id="current-step"
            ref={title}
            className="scroll-mt-20 text-2xl font-bold text-slate-900"
          >
            {step.task}
          </h2>
          {step.description && (
            <p className="mt-2 whitespace-pre-line text-slate-700">{step.description}</p>
          )}
          {/* The tools open in a new tab, so the run is never left (issue 19). */}
          <StepTools step={step} newTab />
          {step.prompts.length > 0 && <StepPromptsAction titles={step.prompts} task={step.task} />}
          {/* On a phone, a bar fixed at the bottom with 48 px buttons (issue 20; styles.css keeps
              the page's end and the toasts above it). */}
          <div
            data-bottom-bar
            className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-surface px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] sm:static sm:z-auto sm:mt-6 sm:flex-wrap sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none print:hidden"
          >
            <Button
              variant="outline"
              onClick={() => keep(run.previous())}
              disabled={run.isFirst}
              aria-label={M.previous}
              className="h-12 shrink-0 sm:h-10"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{M.previous}</span>
            </Button>
            <Button
              onClick={() => void complete()}
              disabled={recording !== 'idle' && run.isLast}
              className="h-12 flex-1 sm:h-10 sm:flex-none"
            >
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
              aria-label={M.reset}
              className="h-12 shrink-0 sm:ml-auto sm:h-10"
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{M.reset}</span>
            </Button>
          </div>
        </Card>
        <div className="space-y-6">
          {!phone && <WorkflowTimer timer={timerControls} />}
          <RunStepList steps={steps} current={run.current} completed={run.completed} />
        </div>
      </div>
    </div>
  );
}
