import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@shared/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  api<SessionResponse>('/api/auth/login', { method: 'POST', body });

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      client.clear();
      client.setQueryData(sessionQueryOptions.queryKey, data);
    },
  });
}
