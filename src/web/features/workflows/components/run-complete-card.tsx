import { ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { NextSuggestion } from '@shared/workflow-runs';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { formatDuration } from '../format-duration';
import { WORKFLOWS_MESSAGES as M } from '../messages';

/** What finishing a run shows; the streak and the suggestion only when just finished. */
export interface Finished {
  elapsedMs: number;
  streakDays?: number;
  next?: NextSuggestion | null;
}

const linkTo = (next: NextSuggestion) =>
  next.kind === 'workflow' ? paths.workflow(next.id) : paths.tutorial(next.id);

/**
 * Issue 19: the completion card — the time the run took, the learning streak, and a next
 * workflow or tutorial to go on with. It takes the focus when it appears, so the news is read.
 */
export function RunCompleteCard({ finished }: { finished: Finished }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { elapsedMs, streakDays, next } = finished;

  return (
    <section
      aria-labelledby="run-complete"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
    >
      <h2
        id="run-complete"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <PartyPopper className="h-5 w-5" aria-hidden="true" /> {M.completed}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-emerald-800">{M.timeTaken}</dt>
          <dd className="font-mono text-lg font-semibold tabular-nums">
            {formatDuration(elapsedMs / 1000)}
          </dd>
        </div>
        {streakDays !== undefined && (
          <div>
            <dt className="text-emerald-800">{M.streak}</dt>
            <dd className="text-lg font-semibold">{M.streakDays(streakDays)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {next && (
          <Link to={linkTo(next)} className={buttonClass()}>
            <span>
              <span className="sr-only">{M.nextTitle}: </span>
              {M.nextKind[next.kind]}: {next.title}
            </span>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
        <Link to={paths.dashboard} className={buttonClass({ variant: 'outline' })}>
          {M.toDashboard}
        </Link>
      </div>
    </section>
  );
}
