import { Button } from '../../../components/ui/button';
import { CRUD_MESSAGES as M } from '../messages';

/** Cancel and submit at the foot of an admin form. */
export function FormActions({
  busy,
  onCancel,
  submit = M.save,
  submitting = M.saving,
}: {
  busy: boolean;
  onCancel: () => void;
  submit?: string;
  submitting?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {M.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? submitting : submit}
      </Button>
    </div>
  );
}
