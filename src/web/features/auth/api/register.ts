import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shared/account';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) =>
  api<{ ok: true }>('/api/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
