import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import {
  FAVORITE_MESSAGES as F,
  PERSONAL_REMARKS_MAX,
  UpdateRemarksRequest,
  type FavoriteItemType,
} from '@shared/favorites';
import { TextAreaField } from '../../../components/form/bound-fields';
import { Form, setServerErrors, useZodForm } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { MEMBER_ITEM_MESSAGES as M } from '../../../components/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { useFavorites, useUpdateRemarks } from '../api/favorites';

/**
 * The member's own remark on a favourite (docs/product.md#favourites-and-remarks personal_remarks). A remark lives on
 * the favourite, so it shows only for an item already in the favourites (docs/product.md#favourites-and-remarks says so for
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
          <RemarksEditor
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

/** What the editor holds: the remark as typed (the shared schema trims it; blank clears it). */
interface RemarksForm {
  personalRemarks: string;
}

function RemarksEditor({
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
  const form = useZodForm<RemarksForm, UpdateRemarksRequest>(UpdateRemarksRequest, {
    defaultValues: { personalRemarks: initial },
  });
  const update = useUpdateRemarks();
  const onSubmit = form.handleSubmit(async ({ personalRemarks }) => {
    try {
      await update.mutateAsync({ itemType, itemId, personalRemarks });
      toast.success(F.remarksUpdated);
      onDone();
    } catch (error) {
      setServerErrors(form, error);
      toast.error(error instanceof ApiError && error.status > 0 ? F.remarksFailed : F.remarksError);
    }
  }, toastFirstError);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextAreaField<RemarksForm>
        name="personalRemarks"
        id={id}
        label={M.remarksLabel}
        maxLength={PERSONAL_REMARKS_MAX}
      />
      <FormActions
        dialog
        busy={update.isPending}
        onCancel={onDone}
        cancel={M.remarksCancel}
        submit={M.remarksSave}
      />
    </Form>
  );
}
