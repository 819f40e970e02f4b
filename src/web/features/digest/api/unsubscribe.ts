import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@shared/digest';
import { api } from '../../../lib/api-client';

/** Issue 23: the weekly digest off, by the token of a mail; no session needed. */
export const unsubscribe = (token: string) =>
  api<UnsubscribeResponse>('/api/digest/unsubscribe', {
    method: 'POST',
    body: { token },
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
