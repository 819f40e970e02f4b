import { CheckCircle2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { FinishedWorkflows, RunInProgress } from '@shared/dashboard';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.runs;

/**
 * Issue 19: the workflow runs the member left unfinished, each to continue where it stopped, and
 * how many workflows they have finished. Nothing when there is neither.
 */
export function WorkflowRunsCard({
  runs,
  finished,
}: {
  runs: RunInProgress[];
  finished: FinishedWorkflows;
}) {
  if (runs.length === 0 && finished.count === 0) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="runs-heading" className="space-y-3">
        <h2 id="runs-heading" className="text-lg font-semibold">
          {M.heading}
        </h2>
        {runs.length > 0 && (
          <ul className="space-y-2">
            {runs.map((run) => (
              <li key={run.workflowId}>
                <Link
                  to={paths.workflowRun(run.workflowId)}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50"
                >
                  <RotateCw className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{run.title}</span>
                    <span className="text-sm text-brand-800">
                      {M.resume(run.step, run.totalSteps)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {finished.count > 0 && (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />
            <span className="font-medium">{M.finished(finished.count)}</span>
            {finished.last && (
              <span>
                · {M.last}:{' '}
                <Link
                  to={paths.workflow(finished.last.id)}
                  className="text-brand-700 hover:underline"
                >
                  {finished.last.title}
                </Link>
              </span>
            )}
          </p>
        )}
      </section>
    </Card>
  );
}
