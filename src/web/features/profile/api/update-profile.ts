import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@shared/account';
import type { SessionUser } from '@shared/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';

export const updateProfile = (body: UpdateProfileRequest) =>
  api<{ user: SessionUser; passwordChanged: boolean }>('/api/profile', { method: 'PATCH', body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => client.setQueryData(sessionQueryOptions.queryKey, { user }),
  });
}
