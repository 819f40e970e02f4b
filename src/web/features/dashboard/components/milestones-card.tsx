import { Award, Flame, Route, Workflow } from 'lucide-react';
import type { Milestone, MilestoneKind } from '@shared/dashboard';
import { Card } from '../../../components/ui/card';
import { dayMonthYear } from '../../../lib/format';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.milestones;

const ICONS: Record<MilestoneKind, typeof Award> = {
  first_workflow: Workflow,
  streak_7: Flame,
  path_completed: Route,
  first_quiz: Award,
};

/** Issue 21: the milestones the member has earned, each with the day it was earned. */
export function MilestonesCard({
  milestones,
  quizzesPassed,
}: {
  milestones: readonly Milestone[];
  quizzesPassed: number;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby="milestones-heading">
        <h2 id="milestones-heading" className="text-sm font-medium text-slate-600">
          {M.heading}
        </h2>
        {quizzesPassed > 0 && (
          <p className="mt-1 text-sm font-medium text-slate-700">
            {M.quizzesPassed(quizzesPassed)}
          </p>
        )}
        {milestones.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{M.none}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {milestones.map(({ kind, earnedOn }) => {
              const Icon = ICONS[kind];
              return (
                <li key={kind} className="flex items-center gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">
                      {M.names[kind]}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {M.earnedOn(dayMonthYear(earnedOn))}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
