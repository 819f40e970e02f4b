import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@shared/admin';
import { api } from '../../../../lib/api-client';
import { adminPath, refreshAdminResource } from '../../../../admin/api/resource';

/** Issue 33: the admin sets (or, blank, clears) an account's order number. */
export const updateOrderNumber = (id: string, orderNumber: string) =>
  api<AdminUserResponse>(`${adminPath('users', id)}/order-number`, {
    method: 'PATCH',
    body: { orderNumber },
  });

export function useUpdateOrderNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderNumber }: { id: string; orderNumber: string }) =>
      updateOrderNumber(id, orderNumber),
    onSuccess: () => refreshAdminResource(client, 'users'),
  });
}
