import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@shared/reports';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { adminPath } from '../../../../admin/api/resource';

export const getReports = (days: number, signal?: AbortSignal) =>
  api<ReportsResponse>(`${adminPath('reports')}?days=${days}`, { signal });

// Under the reports' admin key, which refreshAdminResource refreshes after any admin change
// (a renamed or deleted item changes the lists).
export const reportsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('reports').all, days] as const,
    queryFn: ({ signal }) => getReports(days, signal),
    // The last period's tables stay while another period loads: no flash of empty sections.
    placeholderData: keepPreviousData,
  });

/** The Laporan tab's reports for the last `days` days (issue 23). */
export const useReports = (days: number) => useQuery(reportsQueryOptions(days));
