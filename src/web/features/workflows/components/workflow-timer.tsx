import { Pause, Play, RotateCcw, Timer as TimerIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../format-duration';
import type { Timer } from '../hooks/use-timer';
import { WORKFLOWS_MESSAGES as M } from '../messages';

type TimerControls = Pick<Timer, 'seconds' | 'running'> & {
  toggle: () => unknown;
  reset: () => unknown;
};

const PlayPauseIcon = ({ running }: { running: boolean }) =>
  running ? (
    <Pause className="h-4 w-4" aria-hidden="true" />
  ) : (
    <Play className="h-4 w-4" aria-hidden="true" />
  );

/**
 * Issue 20: on a phone the timer sits in the step's header, the time beside its play/pause and
 * reset buttons (44 px), in place of the timer card.
 */
export function StepTimer({ timer, className }: { timer: TimerControls; className?: string }) {
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <p
        role="timer"
        aria-label={M.timer}
        className="font-mono text-lg font-bold tabular-nums text-slate-900"
      >
        {formatDuration(timer.seconds)}
      </p>
      <Button
        variant="ghost"
        className="h-11 w-11 px-0"
        onClick={timer.toggle}
        aria-label={timer.running ? M.timerPause : M.timerStart}
      >
        <PlayPauseIcon running={timer.running} />
      </Button>
      <Button
        variant="ghost"
        className="h-11 w-11 px-0"
        onClick={timer.reset}
        aria-label={M.timerReset}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The run timer (docs/product.md#workflows): play/pause and its own reset. */
export function WorkflowTimer({ timer }: { timer: TimerControls }) {
  return (
    <Card className="p-5">
      <h2
        id="workflow-timer"
        className="flex items-center gap-2 text-sm font-semibold text-slate-700"
      >
        <TimerIcon className="h-4 w-4" aria-hidden="true" /> {M.timer}
      </h2>
      {/* role=timer is not announced on every tick, which would drown a screen reader. */}
      <p
        role="timer"
        aria-labelledby="workflow-timer"
        className="my-3 text-center font-mono text-4xl font-bold tabular-nums text-slate-900"
      >
        {formatDuration(timer.seconds)}
      </p>
      <div className="flex justify-center gap-2">
        <Button variant={timer.running ? 'outline' : 'primary'} onClick={timer.toggle}>
          <PlayPauseIcon running={timer.running} />
          {timer.running ? M.timerPause : M.timerStart}
        </Button>
        <Button variant="ghost" onClick={timer.reset} aria-label={M.timerReset}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
