import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardProgress, DashboardStreak } from '@shared/dashboard';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES } from '../messages';
import { didAnything, DoneList, QuizzesToPass } from './activity-list';

const M = DASHBOARD_MESSAGES.progress;
const S = DASHBOARD_MESSAGES.streak;
/** The rates over favourites, in the specification's order. */
const RATE_KINDS = ['tutorials', 'tools', 'workflows'] as const;

function RateBar({
  label,
  done,
  total,
  rate,
  noneSaved,
}: {
  label: string;
  done: number;
  total: number;
  rate: number;
  /** What is said instead of a rate when none of this kind is in the favourites. */
  noneSaved: string;
}) {
  if (total === 0) {
    return (
      <li className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-right text-slate-600">{noneSaved}</span>
      </li>
    );
  }
  return (
    <li>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600">
          <span className="font-semibold text-slate-900">{rate}%</span> · {M.count(done, total)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate}
        aria-valuetext={`${rate}% (${M.count(done, total)})`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${rate}%` }} />
      </div>
    </li>
  );
}

/**
 * docs/product.md#dashboard "Progress": rounded completion rates among the member's favourites,
 * said to be so (issue 33), with a kind none of whose items is saved said plainly, never 0%;
 * beside them what the member did over everything, and the quizzes still to pass.
 */
export function ProgressCard({ progress }: { progress: DashboardProgress }) {
  const { tutorials, tools, workflows, activity } = progress;
  const saved = tutorials.total + tools.total + workflows.total > 0;
  return (
    <Card className="p-5">
      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-lg font-semibold">
          {M.heading}
        </h2>
        {!saved && !didAnything(activity) ? (
          <div className="mt-3 space-y-3">
            <p className="font-medium text-slate-800">{M.emptyTitle}</p>
            <p className="text-sm text-slate-600">{M.emptyBody}</p>
            <Link to={paths.learning} className={buttonClass({ size: 'sm' })}>
              {M.emptyAction}
            </Link>
          </div>
        ) : (
          <>
            <DoneList activity={activity} />
            <section aria-labelledby="rates-heading" className="mt-4">
              <h3 id="rates-heading" className="text-sm font-semibold text-slate-800">
                {M.rates}
              </h3>
              {saved ? (
                <ul className="mt-2 space-y-3">
                  {RATE_KINDS.map((kind) => {
                    const rate = progress[kind];
                    return (
                      <RateBar
                        key={kind}
                        label={M[kind]}
                        done={'completed' in rate ? rate.completed : rate.tried}
                        total={rate.total}
                        rate={rate.rate}
                        noneSaved={M.noneSaved[kind]}
                      />
                    );
                  })}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600">{M.ratesEmpty}</p>
              )}
            </section>
          </>
        )}
        <QuizzesToPass quizzes={activity.quizzesToPass} />
      </section>
    </Card>
  );
}

/** docs/product.md#dashboard "Learning streak" (docs/product.md#progress-and-streak): days in a row, and what today can still do. */
export function StreakCard({ streak }: { streak: DashboardStreak }) {
  const hint = streak.days === 0 ? S.start : streak.activeToday ? S.doneToday : S.keepGoing;
  return (
    <Card className="p-5">
      <section aria-labelledby="streak-heading" className="flex items-start gap-4">
        <Flame
          aria-hidden="true"
          className={cn(
            'h-10 w-10 shrink-0',
            streak.days > 0 ? 'fill-amber-300 text-amber-500' : 'text-slate-300',
          )}
        />
        <div>
          <h2 id="streak-heading" className="text-sm font-medium text-slate-600">
            {S.heading}
          </h2>
          <p className="text-2xl font-bold text-slate-900">{S.days(streak.days)}</p>
          <p className="mt-1 text-sm text-slate-600">{hint}</p>
          {streak.longest > 0 && (
            <p className="mt-2 text-sm font-medium text-slate-700">{S.longest(streak.longest)}</p>
          )}
        </div>
      </section>
    </Card>
  );
}
