import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorialDetailResponse } from '@shared/tutorials';
import { api } from '../../../lib/api-client';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { tutorialKeys } from '../../../lib/query-keys';

export const getTutorial = (id: string, signal?: AbortSignal) =>
  api<TutorialDetailResponse>(`/api/tutorials/${encodeURIComponent(id)}`, { signal });

export const tutorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(id),
    queryFn: ({ signal }) => getTutorial(id, signal),
  });

export const useTutorial = (id: string) => useQuery(tutorialQueryOptions(id));

/** The page's first request, by the id in its route. */
export const firstTutorialRequest: FirstRequest = (client, { params }) =>
  client.prefetchQuery(cachedOrFetched(tutorialQueryOptions(params.id ?? '')));
