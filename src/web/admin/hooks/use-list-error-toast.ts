import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { useAdminList, type AdminListFilters } from '../api/get-admin-list';
import type { CrudResource } from '../api/resource';

/**
 * docs/product.md#admin-panel: a failed load of the feedback or suggestions list is also said in a toast (the list
 * shows the same words with a retry). Reads the same query as the tab's AdminList.
 */
export function useListErrorToast(resource: CrudResource, values: AdminListFilters, text: string) {
  const { isError, errorUpdatedAt } = useAdminList(resource, values);
  useEffect(() => {
    if (isError) toast.error(text);
  }, [isError, errorUpdatedAt, text]);
}
