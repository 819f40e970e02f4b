import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@shared/auth';
import { api } from './api-client';
import { forgetRecentSearches } from './recent-searches';

// The signed-in person, shared by the shell, the guards and every feature.
export const getSession = () => api<SessionResponse>('/api/auth/session');

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: getSession,
  staleTime: Infinity,
});

/**
 * The signed-in member. A session whose account is no longer approved (declined after signing
 * in) counts as signed out here, as every member call would refuse it anyway.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  const user = query.data?.user;
  return {
    user: user?.status === 'approved' ? user : null,
    isLoading: query.isPending,
    error: query.error,
  };
}

/**
 * Makes `user` (or nobody) the app's session, dropping every cached answer of the previous one
 * and the recent searches kept in this browser, so no member's data outlives their session.
 * Sign-in, logout and a 401 all come here.
 */
export function replaceSession(client: QueryClient, user: SessionUser | null) {
  client.clear();
  forgetRecentSearches();
  client.setQueryData(sessionQueryOptions.queryKey, { user });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => replaceSession(client, null),
  });
}

/** Makes a new sign-in the app's session. */
export function useApplySignIn() {
  const client = useQueryClient();
  return (user: SessionUser) => replaceSession(client, user);
}
