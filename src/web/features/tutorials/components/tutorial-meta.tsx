import { Clock, UserRound } from 'lucide-react';
import type { TutorialResponse } from '@shared/tutorials';
import { cn } from '../../../lib/cn';
import { TUTORIALS_MESSAGES as M } from '../messages';

/** Instructor and duration, each named for screen readers (the icons are decoration). */
export function TutorialMeta({
  tutorial,
  className,
}: {
  tutorial: Pick<TutorialResponse, 'instructor' | 'duration'>;
  className?: string;
}) {
  const items = [
    { icon: UserRound, label: M.instructor, value: tutorial.instructor },
    { icon: Clock, label: M.duration, value: tutorial.duration },
  ].filter((i) => i.value);
  if (items.length === 0) return null;
  return (
    <dl className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600', className)}>
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt>
            <Icon className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
