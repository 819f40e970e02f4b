import { ListPlus, ListX } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { TutorialResponse } from '@shared/tutorials';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useAddToLearningPath } from '../../../admin/api/add-to-learning-path';
import { useRemoveFromLearningPath } from '../../../admin/api/remove-from-learning-path';
import { LEARNING_PATH_CARD_MESSAGES as M } from './messages';

/**
 * A tutorial card's learning-path action (docs/product.md#admin-panel): Add takes the lowest free position, Remove
 * frees it. One button whose name changes, so the focus stays on it after the change. A fourth
 * tutorial is refused by the server with docs/product.md#admin-panel's message, shown as it comes.
 */
export function LearningPathButton({
  tutorial,
  position,
  ready,
}: {
  tutorial: Pick<TutorialResponse, 'id' | 'title'>;
  /** Its position in the path, or null when it is not in it. */
  position: number | null;
  /** The path has loaded, so whether the tutorial is in it is known. */
  ready: boolean;
}) {
  const add = useAddToLearningPath();
  const remove = useRemoveFromLearningPath();
  const inPath = position !== null;
  const busy = add.isPending || remove.isPending;

  // Awaited rather than mutate()'s callbacks: those are dropped when the card unmounts first
  // (the list reloading under a new search), and the toast must still say how it went.
  const onClick = async () => {
    if (busy) return;
    try {
      if (inPath) {
        await remove.mutateAsync(tutorial.id);
        toast.success(M.removed, { description: M.removedFrom(tutorial.title) });
      } else {
        const saved = await add.mutateAsync(tutorial.id);
        toast.success(M.added, { description: M.addedAt(tutorial.title, saved.position) });
      }
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const Icon = inPath ? ListX : ListPlus;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={inPath ? M.removeItem(tutorial.title) : M.addItem(tutorial.title)}
      // Not `disabled` while saving: a button that turns disabled drops the keyboard focus.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      disabled={!ready}
      onClick={() => void onClick()}
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {inPath ? M.remove : M.add}
    </Button>
  );
}
