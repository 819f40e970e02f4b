import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberSessionKeys } from '../../../lib/query-keys';

/** Signs one of the member's other sessions out ("Log keluar" in "Sesi aktif"). */
export const signOutSession = (id: string) =>
  api<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    // Refused too (already gone elsewhere): the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: memberSessionKeys.all }),
  });
}
