import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/dashboard';
import { api } from '../../../lib/api-client';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { dashboardKeys } from '../../../lib/query-keys';

/** Everything the member's home shows, in one round trip (docs/product.md#dashboard /dashboard). */
export const getDashboard = (signal?: AbortSignal) =>
  api<DashboardResponse>('/api/me/dashboard', { signal });

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => getDashboard(signal),
});

export const useDashboard = () => useQuery(dashboardQueryOptions);

/** /dashboard's first request. */
export const firstDashboardRequest: FirstRequest = (client) =>
  client.prefetchQuery(cachedOrFetched(dashboardQueryOptions));
