import type { ReactNode } from 'react';
import type { InfiniteList } from '../../lib/use-infinite-list';
import { LIST_MESSAGES } from './messages';

/**
 * 'Showing N …', announced to screen readers as the list changes; badges may follow it. Nothing
 * while the list loads or when it failed (the grid says so), rather than a count of 0. Above it,
 * when all the search's words found nothing, that the list holds what some of them find.
 */
export function ResultCount({
  list,
  text,
  children,
}: {
  list: Pick<InfiniteList<unknown>, 'isPending' | 'isError' | 'total' | 'items'> & {
    partial?: boolean;
  };
  text: (total: number) => string;
  children?: ReactNode;
}) {
  const unknown = list.isPending || (list.isError && list.items.length === 0);
  const partial = !unknown && list.partial === true;
  return (
    <div className="mb-4 flex min-h-6 flex-wrap items-center gap-2 text-sm text-slate-600">
      <p aria-live="polite">
        {partial && (
          <span className="block font-medium text-amber-800" data-some-words="">
            {LIST_MESSAGES.someWords}
          </span>
        )}
        {unknown ? '\u00a0' : text(list.total)}
      </p>
      {children}
    </div>
  );
}
