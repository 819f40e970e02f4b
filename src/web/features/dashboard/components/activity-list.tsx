import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardActivity } from '@shared/dashboard';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.progress.done;

const LINK =
  'flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50 hover:underline';

/** Whether the member has done anything the list counts. */
export const didAnything = (a: DashboardActivity) =>
  a.tutorialsCompleted + a.tutorialsWatching + a.quizzesPassed + a.workflowsFinished > 0 ||
  a.promptsCopied > 0;

function Figure({ label, value, extra }: { label: string; value: number; extra?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 text-sm">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right">
        <span className="font-semibold text-slate-900">{value}</span>
        {extra && <span className="ml-1 text-slate-600">{extra}</span>}
      </dd>
    </div>
  );
}

/**
 * Issue 33: what the member did, over everything (not only favourites): tutorials finished,
 * quizzes passed, workflows finished, prompts copied, and the last prompt copied.
 */
export function DoneList({ activity }: { activity: DashboardActivity }) {
  return (
    <section aria-labelledby="done-heading" className="mt-3">
      <h3 id="done-heading" className="text-sm font-semibold text-slate-800">
        {M.heading}
      </h3>
      <dl className="mt-2 space-y-1">
        <Figure
          label={M.tutorials}
          value={activity.tutorialsCompleted}
          extra={
            activity.tutorialsWatching > 0 ? M.watching(activity.tutorialsWatching) : undefined
          }
        />
        <Figure label={M.quizzes} value={activity.quizzesPassed} />
        <Figure label={M.workflows} value={activity.workflowsFinished} />
        <Figure label={M.prompts} value={activity.promptsCopied} />
      </dl>
      {activity.lastCopied && (
        <p className="mt-2 text-sm text-slate-700">
          {M.lastCopied}:
          <Link to={paths.prompt(activity.lastCopied.id)} className={`${LINK} -mx-2`}>
            <ClipboardCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{activity.lastCopied.title}</span>
          </Link>
        </p>
      )}
    </section>
  );
}

/** Issue 33: the quizzes the member has still to pass, each opening its tutorial's quiz. */
export function QuizzesToPass({ quizzes }: { quizzes: DashboardActivity['quizzesToPass'] }) {
  if (quizzes.length === 0) return null;
  return (
    <section aria-labelledby="quizzes-to-pass-heading" className="mt-4">
      <h3 id="quizzes-to-pass-heading" className="text-sm font-semibold text-slate-800">
        {M.toPass}
      </h3>
      <ul className="-mx-2 mt-1">
        {quizzes.map((quiz) => (
          <li key={quiz.tutorialId}>
            <Link to={paths.tutorialQuiz(quiz.tutorialId)} className={LINK}>
              <span className="min-w-0 flex-1 wrap-anywhere">{quiz.title}</span>
              <span className="shrink-0 text-xs font-normal text-slate-600">
                {quiz.bestPercent === null ? M.notTried : M.best(quiz.bestPercent)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
