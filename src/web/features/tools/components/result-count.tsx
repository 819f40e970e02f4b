import { TOOLS_MESSAGES as M } from '../messages';

/** 'Showing N tools', announced to screen readers as the list changes. */
export function ResultCount({ total, isPending }: { total: number; isPending: boolean }) {
  return (
    <p className="mb-4 text-sm text-slate-600" aria-live="polite">
      {isPending ? '\u00a0' : M.showing(total)}
    </p>
  );
}
