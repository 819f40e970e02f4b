import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorialListResponse } from '@shared/tutorials';
import { api, withQuery } from '../../../../lib/api-client';
import { tutorialKeys } from '../../../../lib/query-keys';

/** How many matches a tutorial picker offers at once; typing narrows the rest. */
export const TUTORIAL_OPTIONS_LIMIT = 50;

export const getTutorialOptions = (q: string, signal?: AbortSignal) =>
  api<TutorialListResponse>(
    withQuery('/api/tutorials', { q, sort: 'title', limit: TUTORIAL_OPTIONS_LIMIT }),
    { signal },
  );

// Under the tutorials' own key, so an added, renamed or deleted tutorial refreshes the picker.
export const tutorialOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...tutorialKeys.all, 'picker', { q }] as const,
    queryFn: ({ signal }) => getTutorialOptions(q, signal),
    placeholderData: keepPreviousData,
  });

/** Tutorials by title matching `q` (docs/product.md#admin-panel search), for the Learning Path tab's slots. */
export const useTutorialOptions = (q: string) => useQuery(tutorialOptionsQueryOptions(q));
