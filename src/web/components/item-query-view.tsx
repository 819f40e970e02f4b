import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { EmptyState } from './empty-state';
import { Spinner } from './ui/spinner';

export function PageSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}

interface ItemQueryViewProps<T> {
  query: UseQueryResult<T>;
  /** SPEC's not-found text, e.g. 'Alat tidak dijumpai.' */
  notFound: string;
  /** What a failed load says, e.g. 'Gagal memuat data. Sila cuba lagi.' */
  loadFailed: string;
  /** A way back, shown with either failure. */
  back: ReactNode;
  children: (data: T) => ReactNode;
}

/** A page that shows one item: a spinner, then the item, or not-found / load-failed with a way back. */
export function ItemQueryView<T>({
  query,
  notFound,
  loadFailed,
  back,
  children,
}: ItemQueryViewProps<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <EmptyState title={missing ? notFound : loadFailed}>{back}</EmptyState>;
  }
  return <>{children(query.data)}</>;
}
