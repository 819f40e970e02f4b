import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LINK_ITEM_TYPES, type LinkedItemParams } from '@shared/link-health';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCheckItemLinks } from './api/check-item-links';
import { LINKS_MESSAGES as M, reasonText } from './messages';

/** The item named by `saved=tools:{id}` (what an edit opened from this tab leaves), if any. */
function savedItem(value: string | null): LinkedItemParams | null {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return null;
  const itemType = LINK_ITEM_TYPES.find((type) => type === value.slice(0, at));
  const itemId = value.slice(at + 1);
  return itemType && itemId ? { itemType, itemId } : null;
}

/**
 * Issue 33: back on Link Health after fixing an item opened from it, the item's links are
 * checked at once and a toast says what was found. Returns whether that check is going on.
 */
export function useRecheckSaved(): boolean {
  const [params, setParams] = useSearchParams();
  const saved = savedItem(params.get('saved'));
  const check = useCheckItemLinks();
  const asked = useRef<string | null>(null);
  const key = saved && `${saved.itemType}:${saved.itemId}`;

  useEffect(() => {
    if (!saved || asked.current === key) return;
    asked.current = key;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('saved');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    check.mutate(saved, {
      onSuccess: (answer) => {
        const [dead] = answer.dead;
        if (answer.offline) toast.warning(M.recheckOffline(answer.name));
        else if (dead) toast.error(M.recheckDead(answer.name), { description: reasonText(dead) });
        else toast.success(M.recheckOk(answer.name));
      },
      onError: (error) => toast.error(M.recheckFailed, { description: messageOf(error) }),
    });
    // The item to check is named by its key alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return check.isPending;
}
