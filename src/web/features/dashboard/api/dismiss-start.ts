import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/dashboard';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** Issue 19: closes the dashboard's "Mula di sini" card for good. */
export function useDismissStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/me/start-card/dismiss', { method: 'POST' }),
    onSuccess: () =>
      queryClient.setQueryData<DashboardResponse>(dashboardKeys.all, (data) =>
        data ? { ...data, start: null } : data,
      ),
  });
}
