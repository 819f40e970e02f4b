import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLearningPathResponse } from '@shared/learning-path';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { adminPath } from './resource';

export const getAdminLearningPath = (signal?: AbortSignal) =>
  api<AdminLearningPathResponse>(adminPath('learning-path'), { signal });

export const adminLearningPathQueryOptions = queryOptions({
  queryKey: adminKeys.resource('learning-path').detail('slots'),
  queryFn: ({ signal }) => getAdminLearningPath(signal),
});

/** The Learning Path tab's three slots (SPEC §2). */
export const useAdminLearningPath = () => useQuery(adminLearningPathQueryOptions);
