import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminLearningPathResponse } from '@shared/learning-path';
import { api } from '../../lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { adminPath, refreshAdminResource } from './resource';

export const getAdminLearningPath = (signal?: AbortSignal) =>
  api<AdminLearningPathResponse>(adminPath('learning-path'), { signal });

export const adminLearningPathQueryOptions = queryOptions({
  queryKey: adminKeys.resource('learning-path').detail('slots'),
  queryFn: ({ signal }) => getAdminLearningPath(signal),
});

/** The Learning Path tab's three slots (docs/product.md#admin-panel). */
export const useAdminLearningPath = () => useQuery(adminLearningPathQueryOptions);

/**
 * After any change to the path (saved from the tab, added or removed from a card): the slots the
 * server answered show at once, and members' copy refreshes.
 */
export async function learningPathChanged(
  client: QueryClient,
  { slots }: AdminLearningPathResponse,
) {
  client.setQueryData(adminLearningPathQueryOptions.queryKey, { slots });
  await refreshAdminResource(client, 'learning-path');
}
