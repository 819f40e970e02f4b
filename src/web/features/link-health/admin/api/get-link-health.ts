import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkHealthResponse } from '@shared/link-health';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** While a check runs, look again this often (the change event at its end refreshes too). */
const WHILE_RUNNING_MS = 3000;

export const linkHealthQueryOptions = queryOptions({
  queryKey: adminKeys.resource('links').all,
  queryFn: ({ signal }) => api<LinkHealthResponse>('/api/admin/link-health', { signal }),
  refetchInterval: (query) => (query.state.data?.run.running ? WHILE_RUNNING_MS : false),
});

/** The dead links and the state of the check (issue 23). */
export const useLinkHealth = () => useQuery(linkHealthQueryOptions);
