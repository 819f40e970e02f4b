import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteList } from '../../lib/use-infinite-list';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { OfflineNotice, waitsForConnection } from '../offline-notice';
import { Button } from '../ui/button';
import { CARD_GRID } from '../ui/card';
import { CardGridSkeleton, type CardSkeletonVariant } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { LIST_MESSAGES as M } from './messages';

interface InfiniteGridProps<T> {
  list: Pick<
    InfiniteList<T>,
    | 'items'
    | 'isPending'
    | 'isPaused'
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
  /** What a failed first load says; by default 'Gagal memuat data. Sila cuba lagi.' (docs/product.md#errors-and-messages) */
  loadFailed?: string;
  /** The shape of the skeleton cards shown while the first page loads (the list's own cards). */
  skeleton?: CardSkeletonVariant;
  className?: string;
}

/**
 * One scrolling list (no paging for the person: docs/product.md#lists-and-search); underneath, the next page loads when
 * the end of the list comes into view, or from the button for keyboard users.
 */
export function InfiniteGrid<T>({
  list,
  label,
  getKey,
  renderItem,
  empty,
  loadFailed = M.loadFailed,
  skeleton,
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

  // Issue 20: offline, the first page waits for the connection: say so (decision 029).
  if (waitsForConnection(list)) return <OfflineNotice onRetry={() => void list.refetch()} />;
  // Issue 20: skeleton cards in the list's own grid, so the cards take their place unmoved.
  if (list.isPending) {
    return <CardGridSkeleton variant={skeleton} className={className} />;
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
      <ul className={cn(CARD_GRID, className)} aria-label={label}>
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
