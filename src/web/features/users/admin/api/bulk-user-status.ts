import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotifications, BulkUserStatusResponse } from '@shared/admin';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import type { UserDecision } from './update-user-status';
import { adminPath, refreshAdminResource } from '../../../../admin/api/resource';

/** Issue 23: several pending accounts approved or declined at once (all or none). */
export function useBulkUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: UserDecision }) =>
      api<BulkUserStatusResponse>(`${adminPath('users')}/decisions`, {
        method: 'POST',
        body: { ids, status },
      }),
    onSettled: () => refreshAdminResource(client, 'users'),
  });
}

const notificationsKey = [...adminKeys.resource('users').all, 'my-notifications'];
const NOTIFICATIONS = '/api/admin/me/notifications';

/** Issue 23: whether this admin is mailed about each registration, and a way to change it. */
export function useRegistrationMail() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api<AdminNotifications>(NOTIFICATIONS, { signal }),
  });
  const save = useMutation({
    mutationFn: (registrations: boolean) =>
      api<AdminNotifications>(NOTIFICATIONS, { method: 'PUT', body: { registrations } }),
    onSuccess: (saved) => client.setQueryData(notificationsKey, saved),
  });
  return { query, save };
}
