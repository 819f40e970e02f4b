import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@shared/admin';
import { api } from '../../lib/api-client';
import { adminKeys } from '../../lib/query-keys';

export const getAdminStats = (signal?: AbortSignal) =>
  api<AdminStatsResponse>('/api/admin/stats', { signal });

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: ({ signal }) => getAdminStats(signal),
});

/** The statistic cards and the Users tab's pending badge (docs/product.md#admin-panel). */
export const useAdminStats = () => useQuery(adminStatsQueryOptions);
