import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminPath, refreshAdminResource, type CrudResource } from './resource';

export const updateAdminItem = <R>(resource: CrudResource, id: string, body: unknown) =>
  api<R>(adminPath(resource, id), { method: 'PUT', body });

/** PUT /api/admin/{resource}/{id}; resolves once the lists have refreshed. */
export function useUpdateAdminItem<B, R = unknown>(resource: CrudResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: B }) => updateAdminItem<R>(resource, id, body),
    onSuccess: () => refreshAdminResource(client, resource),
  });
}
