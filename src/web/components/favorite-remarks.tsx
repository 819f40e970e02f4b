import { NotebookPen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FAVORITE_MESSAGES as F,
  PERSONAL_REMARKS_MAX,
  type FavoriteItemType,
} from '@shared/favorites';
import { ApiError } from '../lib/api-client';
import { useFavorites, useUpdateRemarks } from '../lib/favorites';
import { MEMBER_ITEM_MESSAGES as M } from './messages';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Label, Textarea } from './ui/input';

/**
 * The member's own remark on a favourite (SPEC §3 personal_remarks, §4, §8). A remark lives on
 * the favourite, so it shows only for an item already in the favourites (SPEC §4 says so for
 * workflows; the rule is the same for all three).
 */
export function FavoriteRemarks({
  itemType,
  itemId,
}: {
  itemType: FavoriteItemType;
  itemId: string;
}) {
  const favorite = useFavorites(itemType).data?.items.find((f) => f.itemId === itemId);
  const [open, setOpen] = useState(false);
  if (!favorite) return null;
  const remarks = favorite.personalRemarks;
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">{M.remarksHeading}</p>
      {remarks && <p className="mt-1 whitespace-pre-line text-slate-700">{remarks}</p>}
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <NotebookPen className="h-4 w-4" aria-hidden="true" />
        {remarks ? M.editRemarks : M.addRemarks}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={M.remarksDialogTitle}
        description={M.remarksDialogDescription}
      >
        {/* Mounted only while open, so it starts from the saved remark each time. */}
        {open && (
          <RemarksForm
            itemType={itemType}
            itemId={itemId}
            initial={remarks ?? ''}
            onDone={() => setOpen(false)}
          />
        )}
      </Dialog>
    </div>
  );
}

function RemarksForm({
  itemType,
  itemId,
  initial,
  onDone,
}: {
  itemType: FavoriteItemType;
  itemId: string;
  initial: string;
  onDone: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const update = useUpdateRemarks();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { itemType, itemId, personalRemarks: text },
      {
        onSuccess: () => {
          toast.success(F.remarksUpdated);
          onDone();
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status > 0 ? F.remarksFailed : F.remarksError,
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div>
        <Label htmlFor={id}>{M.remarksLabel}</Label>
        <Textarea
          id={id}
          value={text}
          maxLength={PERSONAL_REMARKS_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {M.remarksCancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {M.remarksSave}
        </Button>
      </div>
    </form>
  );
}
