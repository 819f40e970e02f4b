import { TUTORIAL_FILTERS } from '@shared/list-filters';
import type { TutorialListQuery, TutorialListResponse } from '@shared/tutorials';
import { api, withQuery } from '../../../lib/api-client';
import { tutorialKeys } from '../../../lib/query-keys';
import { cachedOrFetched, type FirstRequest } from '../../../lib/first-request';
import { readListFilters } from '../../../lib/use-list-filters';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type TutorialFilters = Omit<TutorialListQuery, 'cursor' | 'limit'>;

/** The filters /learning keeps in its address. */
export const TUTORIAL_LIST_KEYS = [
  'q',
  'category',
  'difficulty',
  'videoLanguage',
  'saved',
] as const;
/** One category's tutorials, by title (/learning/category/{c}, /categories/{c}/tutorials). */
export const categoryTutorialFilters = (category: string): TutorialFilters => ({
  category,
  sort: 'title',
});

export const getTutorials = (
  query: TutorialFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<TutorialListResponse>(withQuery('/api/tutorials', query), { signal });

export const tutorialsQueryOptions = (filters: TutorialFilters) =>
  infiniteListOptions(tutorialKeys.list(filters), (cursor, signal) =>
    getTutorials({ ...filters, cursor }, signal),
  );

export const useTutorials = (filters: TutorialFilters) =>
  useInfiniteList(tutorialsQueryOptions(filters));

/** /learning's first request, from the filters in its address. */
export const firstTutorialsRequest: FirstRequest = (client, { search }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(
      tutorialsQueryOptions(readListFilters(TUTORIAL_FILTERS, TUTORIAL_LIST_KEYS, search).query),
    ),
  );

/** A category's tutorials page's first request. */
export const firstCategoryTutorialsRequest: FirstRequest = (client, { params }) =>
  client.prefetchInfiniteQuery(
    cachedOrFetched(tutorialsQueryOptions(categoryTutorialFilters(params.category ?? ''))),
  );
