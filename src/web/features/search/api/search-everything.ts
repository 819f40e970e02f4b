import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@shared/search';
import { api, withQuery } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';

/** GET /api/search: the first results of each kind; nothing is asked for a blank search. */
export function useSearchEverything(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [...searchKeys.all, text],
    queryFn: ({ signal }) => api<SearchResponse>(withQuery('/api/search', { q: text }), { signal }),
    enabled: text.length > 0,
    // The results stay while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
