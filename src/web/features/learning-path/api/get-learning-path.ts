import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPathResponse } from '@shared/learning-path';
import { api } from '../../../lib/api-client';
import { learningPathKeys } from '../../../lib/query-keys';

export const getLearningPath = (signal?: AbortSignal) =>
  api<LearningPathResponse>('/api/learning-path', { signal });

export const learningPathQueryOptions = queryOptions({
  queryKey: learningPathKeys.lists(),
  queryFn: ({ signal }) => getLearningPath(signal),
});

/** The admin's learning path, in order (docs/product.md#learning-path Community dialog). */
export const useLearningPath = () => useQuery(learningPathQueryOptions);
