import { CalendarClock } from 'lucide-react';
import { httpUrlOrNull } from '@shared/urls';
import { useSite } from '../../../lib/site';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ExternalTextLink } from '../../../components/external-link-button';

/** docs/product.md#dashboard: the live class every Tuesday at 9 pm; its link is shared in the learning group. */
export function LiveClass() {
  const group = httpUrlOrNull(useSite().data?.links.learningGroup);
  return (
    <aside className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
      <CalendarClock className="h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{M.liveClassTitle}</p>
        <p>{M.liveClass}</p>
        {group && (
          <ExternalTextLink href={group} className="mt-1">
            {M.liveClassLink}
          </ExternalTextLink>
        )}
      </div>
    </aside>
  );
}
