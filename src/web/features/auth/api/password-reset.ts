import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FindEmailResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@shared/account';
import { ApiError, api } from '../../../lib/api-client';

export const requestResetEmail = (email: string) =>
  api<{ ok: true }>('/api/auth/password-reset', { method: 'POST', body: { email } });
export const useRequestResetEmail = () => useMutation({ mutationFn: requestResetEmail });

export const findEmail = (username: string) =>
  api<FindEmailResponse>('/api/auth/find-email', { method: 'POST', body: { username } });
export const useFindEmail = () => useMutation({ mutationFn: findEmail });

/** The link itself is refused (unknown, used, expired or malformed), not a failed call. */
export const isBadLink = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'invalid_reset_link' || Boolean(error.fields?.token));

export const checkResetToken = (token: string) =>
  api<{ ok: true }>('/api/auth/password-reset/check', { method: 'POST', body: { token } });
/**
 * Whether the link can set a password. A refused link is an answer the page shows, not a
 * failure: so a page the server rendered for it carries it (issue 34).
 */
export const useResetTokenCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-token', token],
    queryFn: () =>
      checkResetToken(token).then(
        () => ({ valid: true }),
        (error: unknown) => {
          if (isBadLink(error)) return { valid: false };
          throw error;
        },
      ),
    enabled: Boolean(token),
    retry: false,
    // Kept a minute, no more: long enough for a page the server rendered with the check's
    // answer to be hydrated with it (issue 34), not so long that a used link looks good.
    gcTime: 60_000,
  });

export const completeReset = (body: ResetPasswordRequest) =>
  api<ResetPasswordResponse>('/api/auth/password-reset/complete', { method: 'POST', body });
export const useCompleteReset = () => useMutation({ mutationFn: completeReset });
