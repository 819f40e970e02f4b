import type { Page } from '@shared/api';
import { api, withQuery } from '../../lib/api-client';
import { adminKeys } from '../../lib/query-keys';
import { infiniteListOptions, useInfiniteList } from '../../lib/use-infinite-list';
import { adminPath, type CrudResource } from './resource';

/** The search and a tab's own filters (users: status), as the server reads them. */
export type AdminListFilters = Record<string, string | undefined>;

export const getAdminList = <T>(
  resource: CrudResource,
  query: AdminListFilters & { cursor?: string | undefined },
  signal?: AbortSignal,
) => api<Page<T>>(withQuery(adminPath(resource), query), { signal });

export const adminListOptions = <T>(resource: CrudResource, filters: AdminListFilters) =>
  infiniteListOptions<T>(adminKeys.resource(resource).list(filters), (cursor, signal) =>
    getAdminList<T>(resource, { ...filters, cursor }, signal),
  );

/** One admin list, newest first, as one growing list with the server's total. */
export const useAdminList = <T>(resource: CrudResource, filters: AdminListFilters) =>
  useInfiniteList(adminListOptions<T>(resource, filters));
