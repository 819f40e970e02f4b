import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shared/auth';
import { api } from '../../../lib/api-client';

export type LoginEndpoint = 'login' | 'admin-login';

export const login = (endpoint: LoginEndpoint, body: LoginRequest) =>
  api<LoginResponse>(`/api/auth/${endpoint}`, { method: 'POST', body });

export const useLogin = (endpoint: LoginEndpoint) =>
  useMutation({ mutationFn: (body: LoginRequest) => login(endpoint, body) });
