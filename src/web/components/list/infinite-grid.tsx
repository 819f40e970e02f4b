import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteList } from '../../lib/use-infinite-list';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { LIST_MESSAGES as M } from './messages';
import { PageSpinner } from '../item-query-view';

interface InfiniteGridProps<T> {
  list: Pick<
    InfiniteList<T>,
    | 'items'
    | 'isPending'
    | 'isError'
    | 'hasNextPage'
    | 'isFetchingNextPage'
    | 'fetchNextPage'
    | 'refetch'
  >;
  /** Accessible name of the list. */
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown when the list is empty (see ListEmpty). */
  empty: ReactNode;
  /** What a failed first load says; by default SPEC's 'Gagal memuat data. Sila cuba lagi.' */
  loadFailed?: string;
  className?: string;
}

/**
 * One scrolling list (SPEC: no paging for the person); underneath, the next page loads when
 * the end of the list comes into view, or from the button for keyboard users.
 */
export function InfiniteGrid<T>({
  list,
  label,
  getKey,
  renderItem,
  empty,
  loadFailed = M.loadFailed,
  className,
}: InfiniteGridProps<T>) {
  const { items, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) {
    return <PageSpinner />;
  }
  // docs/product.md#lists-and-search: a failed list load is only logged and the empty state shows; we add a retry.
  if (list.isError && items.length === 0) {
    return (
      <EmptyState title={loadFailed}>
        <Button variant="outline" className="mt-3" onClick={() => list.refetch()}>
          {M.retry}
        </Button>
      </EmptyState>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul
        className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
        aria-label={label}
      >
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex justify-center">
        {hasNextPage && (
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner /> : M.loadMore}
          </Button>
        )}
      </div>
    </>
  );
}
