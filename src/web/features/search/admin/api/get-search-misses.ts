import { useQuery } from '@tanstack/react-query';
import type { SearchMissesResponse } from '@shared/search';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** The searches that found nothing most often (issue 22), under the Synonyms tab's key. */
export const useSearchMisses = () =>
  useQuery({
    queryKey: [...adminKeys.resource('synonyms').all, 'misses'],
    queryFn: ({ signal }) => api<SearchMissesResponse>('/api/admin/search-misses', { signal }),
  });
