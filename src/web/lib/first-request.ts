import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a page is: its route's values and its address's query. */
export interface PageAt {
  params: Params;
  search: URLSearchParams;
}

/**
 * Starts a page's first request, the same query the page itself asks for (so it finds it in
 * flight): each list and detail page's api module has one, which the page's route loader
 * starts beside the page's script (router.tsx, docs/architecture.md#first-paint). It resolves
 * when the page has data to show: a tap from another page waits for it (issue 33).
 */
export type FirstRequest = (client: QueryClient, at: PageAt) => Promise<void>;

/**
 * A first request's query options: data already cached, of any age, will do (the page's own
 * query refreshes it when stale), so a navigation waits only for data it has never had; and it
 * is asked once (the page's own query retries), so a failure does not hold the tap back.
 */
export const cachedOrFetched = <T extends object>(options: T) => ({
  ...options,
  staleTime: 'static' as const,
  retry: false as const,
});
