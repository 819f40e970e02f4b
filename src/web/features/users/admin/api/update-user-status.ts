import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@shared/admin';
import { api } from '../../../../lib/api-client';
import { adminPath, refreshAdminResource } from '../../../../admin/api/resource';

export type UserDecision = 'approved' | 'declined';

export const updateUserStatus = (id: string, status: UserDecision) =>
  api<AdminUserResponse>(`${adminPath('users', id)}/status`, {
    method: 'PATCH',
    body: { status },
  });

/** docs/product.md#admin-panel: a pending account is approved or declined; the pending count refreshes with it. */
export function useUpdateUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserDecision }) =>
      updateUserStatus(id, status),
    onSuccess: () => refreshAdminResource(client, 'users'),
  });
}
