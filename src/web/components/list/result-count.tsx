import type { ReactNode } from 'react';
import type { InfiniteList } from '../../lib/use-infinite-list';

/**
 * 'Showing N …', announced to screen readers as the list changes; badges may follow it. Nothing
 * while the list loads or when it failed (the grid says so), rather than a count of 0.
 */
export function ResultCount({
  list,
  text,
  children,
}: {
  list: Pick<InfiniteList<unknown>, 'isPending' | 'isError' | 'total' | 'items'>;
  text: (total: number) => string;
  children?: ReactNode;
}) {
  const unknown = list.isPending || (list.isError && list.items.length === 0);
  return (
    <div className="mb-4 flex min-h-6 flex-wrap items-center gap-2 text-sm text-slate-600">
      <p aria-live="polite">{unknown ? '\u00a0' : text(list.total)}</p>
      {children}
    </div>
  );
}
