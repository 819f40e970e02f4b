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
 * starts beside the page's script (router.tsx, docs/architecture.md#first-paint).
 */
export type FirstRequest = (client: QueryClient, at: PageAt) => Promise<void>;
