import { useMutation } from '@tanstack/react-query';
import type { CompletePasswordChangeRequest } from '@shared/account';
import type { LoginResponse } from '@shared/auth';
import { api } from '../../../lib/api-client';

export const completePasswordChange = (body: CompletePasswordChangeRequest) =>
  api<LoginResponse>('/api/auth/complete-password-change', { method: 'POST', body });

export const useCompletePasswordChange = () => useMutation({ mutationFn: completePasswordChange });
