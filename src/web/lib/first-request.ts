import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { z } from 'zod';
import { readListFilters } from './use-list-filters';

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

/**
 * A list page's filters as its address gives them. Most first visits have none, and then the
 * list's zod query (25 KB with zod) is not waited for: the request goes out at once.
 */
export async function filtersFromAddress<
  Shape extends Record<string, z.ZodType>,
  K extends keyof Shape & string,
>(schema: () => Promise<{ shape: Shape }>, keys: readonly K[], search: URLSearchParams) {
  if (!keys.some((key) => search.has(key))) return {};
  return readListFilters(await schema(), keys, search).query;
}
