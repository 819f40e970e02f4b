import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemLinksChecked, LinkedItem } from '@shared/link-health';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

export const checkItemLinks = ({ itemType, itemId }: LinkedItem) =>
  api<ItemLinksChecked>(
    `/api/admin/link-health/items/${itemType}/${encodeURIComponent(itemId)}/check`,
    { method: 'POST', body: {} },
  );

/** Issue 33: checks one item's links at once (after its edit from Link Health); the list follows. */
export function useCheckItemLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkItemLinks,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.resource('links').all }),
  });
}
