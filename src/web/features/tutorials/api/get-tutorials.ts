import type { TutorialListQuery, TutorialListResponse } from '@shared/tutorials';
import { api, withQuery } from '../../../lib/api-client';
import { tutorialKeys } from '../../../lib/query-keys';
import { infiniteListOptions, useInfiniteList } from '../../../lib/use-infinite-list';

export type TutorialFilters = Omit<TutorialListQuery, 'cursor' | 'limit'>;

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
