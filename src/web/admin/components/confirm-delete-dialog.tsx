import { Dialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { CRUD_MESSAGES as M } from './messages';

/** docs/product.md#admin-panel: deleting asks first, naming the item. Nothing is deleted until Delete is pressed. */
export function ConfirmDeleteDialog({
  name,
  body,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The item to delete; no name, no dialog. */
  name: string | null;
  body: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={M.confirmTitle(name ?? '')}
      description={body}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {M.cancel}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {busy ? M.deleting : M.delete}
        </Button>
      </div>
    </Dialog>
  );
}
