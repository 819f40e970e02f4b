import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FindEmailResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@shared/account';
import { api } from '../../../lib/api-client';

export const requestResetEmail = (email: string) =>
  api<{ ok: true }>('/api/auth/password-reset', { method: 'POST', body: { email } });
export const useRequestResetEmail = () => useMutation({ mutationFn: requestResetEmail });

export const findEmail = (username: string) =>
  api<FindEmailResponse>('/api/auth/find-email', { method: 'POST', body: { username } });
export const useFindEmail = () => useMutation({ mutationFn: findEmail });

export const checkResetToken = (token: string) =>
  api<{ ok: true }>('/api/auth/password-reset/check', { method: 'POST', body: { token } });
export const useResetTokenCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
  });

export const completeReset = (body: ResetPasswordRequest) =>
  api<ResetPasswordResponse>('/api/auth/password-reset/complete', { method: 'POST', body });
export const useCompleteReset = () => useMutation({ mutationFn: completeReset });
