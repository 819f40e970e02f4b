import type { QueryClient } from '@tanstack/react-query';
import type { AdminResource } from '@shared/admin';
import { adminKeys } from '../../lib/query-keys';
import { ADMIN_REGISTRY } from '../resources';

/** The resources managed as lists of items (create, edit, delete) under /api/admin/{resource}. */
export type CrudResource = Exclude<AdminResource, 'learning-path'>;

export const adminPath = (resource: AdminResource, id?: string) =>
  id === undefined ? `/api/admin/${resource}` : `/api/admin/${resource}/${encodeURIComponent(id)}`;

/**
 * After a change to `resource` (ours or, through the live events, anyone's): its admin lists,
 * the audit log, the statistics and pending count (docs/product.md#admin-panel), and what members see of it refresh.
 */
export function refreshAdminResource(client: QueryClient, resource: AdminResource) {
  const keys = [
    adminKeys.resource(resource).all,
    // Issue 23: every admin write adds to the audit log, and may rename or delete a reported item.
    adminKeys.resource('audit').all,
    adminKeys.resource('reports').all,
    adminKeys.stats(),
    ...ADMIN_REGISTRY[resource].memberKeys,
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
