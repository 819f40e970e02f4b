import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminPath, refreshAdminResource, type CrudResource } from './resource';

export const createAdminItem = <R>(resource: CrudResource, body: unknown) =>
  api<R>(adminPath(resource), { method: 'POST', body });

/** POST /api/admin/{resource}; resolves once the lists and statistics have refreshed. */
export function useCreateAdminItem<B, R>(resource: CrudResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => createAdminItem<R>(resource, body),
    onSuccess: () => refreshAdminResource(client, resource),
  });
}
