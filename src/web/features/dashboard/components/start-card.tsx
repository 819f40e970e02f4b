import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import type { StartAction } from '@shared/dashboard';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDismissStart } from '../api/dismiss-start';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.start;

const linkOf = (action: StartAction) =>
  action.kind === 'tutorial'
    ? paths.tutorial(action.id)
    : action.kind === 'prompt'
      ? paths.prompt(action.id)
      : paths.workflowRun(action.id);

/**
 * Issue 19: a new member's three first actions — a short tutorial, a prompt to copy, a short
 * workflow — each ticked once done. It goes away when all are done, or for good when closed.
 */
export function StartCard({ actions }: { actions: StartAction[] }) {
  const dismiss = useDismissStart();
  return (
    <Card className="border-brand-200 bg-brand-50/60 p-5">
      <section aria-labelledby="start-heading">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 id="start-heading" className="text-lg font-semibold text-brand-950">
              {M.heading}
            </h2>
            <p className="text-sm text-slate-700">{M.intro}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="w-11 px-0 sm:w-10"
            aria-label={M.close}
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(undefined, { onError: () => toast.error(M.closeFailed) })}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <ol className="mt-3 grid gap-2 md:grid-cols-3">
          {actions.map((action) => {
            const Icon = action.done ? CheckCircle2 : Circle;
            return (
              <li key={action.kind}>
                <Link
                  to={linkOf(action)}
                  className={cn(
                    'flex h-full items-start gap-3 rounded-lg border bg-surface p-3 hover:border-brand-400',
                    action.done ? 'border-emerald-200' : 'border-slate-200',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 h-5 w-5 shrink-0',
                      action.done ? 'text-emerald-700' : 'text-slate-400',
                    )}
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-brand-800">
                      {M.actions[action.kind]}
                      {action.done && <span className="sr-only"> ({M.done})</span>}
                    </span>
                    <span className="block font-semibold text-slate-900">{action.title}</span>
                    {action.detail && (
                      <span className="text-sm text-slate-600">{action.detail}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
