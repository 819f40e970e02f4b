import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isRefusal } from './api-client';
import { replaceSession, sessionQueryOptions } from './session';

/**
 * The server no longer knows this person's session (expired, revoked, signed out elsewhere).
 * A wrong password at sign-in is a 401 too, with its own code, and the session check itself
 * answers a visitor with 200, so neither counts.
 */
const isSessionLost = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated';

// docs/product.md#roles-and-access: fresh 5 minutes, kept 10 minutes, 2 retries, no refetch on focus.
// A 4xx answer will not change on retry, so only network and server errors retry.
export function createQueryClient({ onSessionLost }: { onSessionLost?: () => void } = {}) {
  // A 401 from any call: forget everything of the old session, then `onSessionLost` (the app
  // goes to /landing; main.tsx passes the router's navigation, so lib/ does not know the router).
  const onError = (error: unknown) => {
    if (!isSessionLost(error)) return;
    if (client.getQueryData(sessionQueryOptions.queryKey)?.user === null) return;
    replaceSession(client, null);
    onSessionLost?.();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !isRefusal(error),
      },
    },
  });
  return client;
}
