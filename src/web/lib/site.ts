import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '@shared/site';
import { api } from './api-client';

export const getSite = () => api<SiteResponse>('/api/site');

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSite,
  staleTime: Infinity,
});

export const useSite = () => useQuery(siteQueryOptions);
