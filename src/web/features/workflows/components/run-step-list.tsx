import { CheckCircle2, Circle } from 'lucide-react';
import type { WorkflowStep } from '@shared/workflows';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { WORKFLOWS_MESSAGES as M } from '../messages';

/** Every step, marking the done ones and the current one, for eyes and screen readers alike. */
export function RunStepList({
  steps,
  current,
  completed,
}: {
  steps: WorkflowStep[];
  current: number;
  completed: ReadonlySet<number>;
}) {
  return (
    <Card className="p-5">
      <h2 id="run-step-list" className="mb-3 text-sm font-semibold text-slate-700">
        {M.stepList}
      </h2>
      <ol aria-labelledby="run-step-list" className="space-y-2">
        {steps.map((step, index) => {
          const done = completed.has(index);
          const isCurrent = index === current;
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li
              key={step.stepNumber}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm',
                isCurrent ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-600',
              )}
            >
              <Icon
                className={cn(
                  'mt-0.5 h-4 w-4 shrink-0',
                  done ? 'text-emerald-500' : 'text-slate-300',
                )}
                aria-hidden="true"
              />
              <span className={cn(done && 'line-through decoration-slate-400')}>
                {step.stepNumber}. {step.task}
                {done && <span className="sr-only"> ({M.stepDone})</span>}
                {isCurrent && <span className="sr-only"> ({M.stepCurrent})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
