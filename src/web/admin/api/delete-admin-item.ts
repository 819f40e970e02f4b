import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminPath, refreshAdminResource, type CrudResource } from './resource';

export const deleteAdminItem = (resource: CrudResource, id: string) =>
  api<void>(adminPath(resource, id), { method: 'DELETE' });

/** DELETE /api/admin/{resource}/{id}; resolves once the lists and statistics have refreshed. */
export function useDeleteAdminItem(resource: CrudResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminItem(resource, id),
    onSuccess: () => refreshAdminResource(client, resource),
  });
}
