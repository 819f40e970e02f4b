import { Pause, Play, RotateCcw, Timer as TimerIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDuration } from '../format-duration';
import type { Timer } from '../hooks/use-timer';
import { WORKFLOWS_MESSAGES as M } from '../messages';

type TimerControls = Pick<Timer, 'seconds' | 'running'> & {
  toggle: () => unknown;
  reset: () => unknown;
};

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
          {timer.running ? (
            <Pause className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Play className="h-4 w-4" aria-hidden="true" />
          )}
          {timer.running ? M.timerPause : M.timerStart}
        </Button>
        <Button variant="ghost" onClick={timer.reset} aria-label={M.timerReset}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
