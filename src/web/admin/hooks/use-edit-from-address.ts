import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, messageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminPath, type CrudResource } from '../api/resource';

/**
 * Opens the edit form of the item named in the address (`/admin?tab=tools&edit={id}`, the Link
 * Health tab's Edit links, issue 23): fetches it, hands it to `open`, and takes `edit` out of the
 * address so that closing the form stays closed.
 */
export function useEditFromAddress<T>(
  resource: CrudResource,
  enabled: boolean,
  open: (item: T) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = enabled ? params.get('edit') : null;
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    api<T>(adminPath(resource, id), { signal: controller.signal }).then(
      (item) => {
        open(item);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('edit');
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) toast.error(messageOf(error));
      },
    );
    return () => controller.abort();
    // `open` changes each render; the item to open is named by the id alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, id]);
}
