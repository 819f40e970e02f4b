import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/button';

// A form's buttons.

interface SubmitProps {
  /** The form is being sent: the button is disabled and says `submitting`. */
  busy?: boolean;
  submit: string;
  /** What the button says while the form is sent; `submit` when left out. */
  submitting?: string;
}

/**
 * A form's submit button: usable once the page's script runs it (lib/use-hydrated.ts), or at
 * once in a form the server answers without the script (`posts`: `method="post"` to its page,
 * issue 34).
 */
export function SubmitButton({
  busy = false,
  submit,
  submitting = submit,
  posts = false,
  className,
}: SubmitProps & { posts?: boolean; className?: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" className={className} disabled={busy || (!hydrated && !posts)}>
      {busy ? submitting : submit}
    </Button>
  );
}

/**
 * Cancel and submit at the foot of a form: stacked on a phone (submit on top), side by side at
 * the right from `sm` up. In a `dialog` they are always side by side, and Cancel stays usable
 * while the form is sent, as the dialog's close icon does.
 */
export function FormActions({
  busy = false,
  onCancel,
  cancel,
  submit,
  submitting,
  dialog = false,
  posts = false,
  className,
}: SubmitProps & {
  onCancel: () => void;
  cancel: string;
  dialog?: boolean;
  /** The form posts to its page, which the server answers without the script (SubmitButton). */
  posts?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        dialog
          ? 'flex justify-end gap-2'
          : 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
        className,
      )}
    >
      <Button variant="outline" onClick={onCancel} disabled={busy && !dialog}>
        {cancel}
      </Button>
      <SubmitButton busy={busy} submit={submit} submitting={submitting} posts={posts} />
    </div>
  );
}
