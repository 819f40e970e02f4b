import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSessionsResponse } from '@shared/sessions';
import { api } from '../../../lib/api-client';
import { memberSessionKeys } from '../../../lib/query-keys';

/** "Sesi aktif": the member's live sessions, this device first (docs/product.md#profile). */
export const getSessions = (signal?: AbortSignal) =>
  api<MemberSessionsResponse>('/api/me/sessions', { signal });

export const sessionsQueryOptions = queryOptions({
  queryKey: memberSessionKeys.all,
  queryFn: ({ signal }) => getSessions(signal),
  // Read again each time Edit Profil opens: a session may have started or ended meanwhile.
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQueryOptions);
