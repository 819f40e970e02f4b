import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// SPEC §7: fresh 5 minutes, kept 10 minutes, 2 retries, no refetch on focus.
// A 4xx answer will not change on retry, so only network and server errors retry.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
