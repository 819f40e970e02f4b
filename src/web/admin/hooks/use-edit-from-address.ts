import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, messageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminPath, type CrudResource } from '../api/resource';

/** The tabs that open an item's form and take the admin back after (Link Health, issue 33). */
const RETURNING_TABS = ['links'] as const;
export type ReturningTab = (typeof RETURNING_TABS)[number];

/** The tab named by `back` in the address, when it is one that takes the admin back. */
const tabOf = (value: string | null) => RETURNING_TABS.find((tab) => tab === value) ?? null;

/**
 * Opens the edit form of the item named in the address (`/admin?tab=tools&edit={id}`, the Link
 * Health tab's Edit links, issue 23): fetches it, hands it to `open` with the tab to return to
 * when the form closes (`&back=links`, issue 33), and takes both out of the address so that
 * closing the form stays closed.
 */
export function useEditFromAddress<T>(
  resource: CrudResource,
  enabled: boolean,
  open: (item: T, back: ReturningTab | null) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = enabled ? params.get('edit') : null;
  const back = tabOf(params.get('back'));
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    api<T>(adminPath(resource, id), { signal: controller.signal }).then(
      (item) => {
        open(item, back);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('edit');
            next.delete('back');
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
