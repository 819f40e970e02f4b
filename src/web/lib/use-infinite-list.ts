import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@shared/api';

type Fetch<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>;

/** Query options for a list the server pages with cursors (docs/decisions/013-lists-load-24-at-a-time.md). */
export const infiniteListOptions = <T>(queryKey: readonly unknown[], fetchPage: Fetch<T>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages so far as one list, with the server's total (one list, "Showing N …": docs/product.md#lists-and-search). */
export function useInfiniteList<T>(options: ReturnType<typeof infiniteListOptions<T>>) {
  const query = useInfiniteQuery(options);
  return {
    ...query,
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    /** A searched list that found nothing: the nearest names (docs/product.md#search-everything). */
    didYouMean: query.data?.pages[0]?.didYouMean,
    /** All the words together found nothing: the list holds what some of them find. */
    partial: query.data?.pages[0]?.partial === true,
  };
}
export type InfiniteList<T> = ReturnType<typeof useInfiniteList<T>>;
