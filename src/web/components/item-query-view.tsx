import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { EmptyState } from './empty-state';
import { OfflineNotice, waitsForConnection } from './offline-notice';
import { DetailSkeleton, type DetailSkeletonVariant } from './ui/detail-skeleton';

interface ItemQueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The not-found text (docs/product.md#errors-and-messages), e.g. 'Alat tidak dijumpai.' */
  notFound: string;
  /** What a failed load says, e.g. 'Gagal memuat data. Sila cuba lagi.' */
  loadFailed: string;
  /** A way back, shown with either failure. */
  back: ReactNode;
  /** The layout of the page's skeleton while the item loads (see DetailSkeleton). */
  skeleton?: DetailSkeletonVariant;
  children: (data: T) => ReactNode;
}

/**
 * A page that shows one item: a skeleton in the page's layout (issue 20), then the item, or
 * not-found / load-failed with a way back; offline, that it waits for the connection. The item
 * shows whole: until the code of its member controls is there too, the skeleton stays.
 */
export function ItemQueryView<T>({
  query,
  notFound,
  loadFailed,
  back,
  skeleton,
  children,
}: ItemQueryViewProps<T>) {
  if (waitsForConnection(query)) return <OfflineNotice onRetry={() => void query.refetch()} />;
  if (query.isPending) return <DetailSkeleton variant={skeleton} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <EmptyState title={missing ? notFound : loadFailed}>{back}</EmptyState>;
  }
  // A part of the page whose code is still on its way (a member's controls) keeps the skeleton.
  return (
    <Suspense fallback={<DetailSkeleton variant={skeleton} />}>{children(query.data)}</Suspense>
  );
}
