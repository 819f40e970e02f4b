import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorialDetailResponse } from '@shared/tutorials';
import { api } from '../../../lib/api-client';
import { tutorialKeys } from '../../../lib/query-keys';

export const getTutorial = (id: string, signal?: AbortSignal) =>
  api<TutorialDetailResponse>(`/api/tutorials/${encodeURIComponent(id)}`, { signal });

export const tutorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(id),
    queryFn: ({ signal }) => getTutorial(id, signal),
  });

export const useTutorial = (id: string) => useQuery(tutorialQueryOptions(id));
