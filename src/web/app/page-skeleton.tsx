// Issue 20: what a member page shows under the navbar while its script is still on its way after
// the app has started ('Please wait while we load your content' is for the very first start
// only). The same blocks as the HTML shell's (index.html), written out here rather than built
// from components/ui/skeleton.tsx: this file is in every page's first script, the list and
// detail skeletons are not (docs/architecture.md#performance-budgets).

import { FRAME_MESSAGES } from './messages';

const block = 'rounded-xl bg-slate-100';

export function PageSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{FRAME_MESSAGES.loading}</span>
      <div className="space-y-6 motion-safe:animate-pulse" aria-hidden="true">
        <div className="h-8 w-56 rounded bg-slate-200" />
        <div className="h-11 w-full rounded-lg bg-slate-100 sm:h-10" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className={`h-52 ${block}`} />
          <div className={`h-52 ${block}`} />
          <div className={`h-52 ${block}`} />
        </div>
      </div>
    </div>
  );
}
