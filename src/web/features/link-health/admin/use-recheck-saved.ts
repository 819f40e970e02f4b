import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LINK_ITEM_TYPES, type LinkedItem } from '@shared/link-health';
import type { SavedItem } from '../../../admin/components/crud-tab';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCheckItemLinks } from './api/check-item-links';
import { LINKS_MESSAGES as M, reasonText } from './messages';

/** The item an edit opened from this tab saved (crud-tab.tsx, `SavedItem`), if it has links. */
function savedItem(state: unknown): LinkedItem | null {
  const saved = (state as { saved?: Partial<SavedItem> } | null)?.saved;
  const itemType = LINK_ITEM_TYPES.find((type) => type === saved?.resource);
  return itemType && saved?.id ? { itemType, itemId: saved.id } : null;
}

/**
 * Issue 33: back on Link Health after fixing an item opened from it (crud-tab.tsx puts the item
 * in the history entry's state), the item's links are checked at once, a toast says what was
 * found, and the focus is on the tab's heading. Returns whether that check is going on.
 */
export function useRecheckSaved(heading: RefObject<HTMLElement | null>): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = savedItem(location.state);
  const check = useCheckItemLinks();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!saved || asked.current === location.key) return;
    asked.current = location.key;
    heading.current?.focus();
    // Done once: a reload or Back to this entry does not check again.
    void navigate(
      { search: location.search },
      { replace: true, state: null, preventScrollReset: true },
    );
    check.mutate(saved, {
      onSuccess: (answer) => {
        const [dead] = answer.dead;
        if (answer.unanswered > 0) toast.warning(M.recheckUnanswered(answer.name));
        else if (dead) toast.error(M.recheckDead(answer.name), { description: reasonText(dead) });
        else toast.success(M.recheckOk(answer.name));
      },
      onError: (error) => toast.error(M.recheckFailed, { description: messageOf(error) }),
    });
    // The item to check is named by the history entry alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return check.isPending;
}
