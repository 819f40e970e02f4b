import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOutOthersResponse } from '@shared/sessions';
import { api } from '../../../lib/api-client';
import { memberSessionKeys } from '../../../lib/query-keys';

/** "Log keluar semua sesi lain": every session of the member but this one. */
export const signOutOtherSessions = () =>
  api<SignOutOthersResponse>('/api/me/sessions/sign-out-others', { method: 'POST' });

export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: memberSessionKeys.all }),
  });
}
