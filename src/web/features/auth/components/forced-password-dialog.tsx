import { toast } from '../../../lib/toast';
import { NewPasswordForm } from '@shared/account';
import type { LoginResponse } from '@shared/auth';
import { Form, useZodForm } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { useCompletePasswordChange } from '../api/complete-password-change';
import { FORCED_CHANGE_MESSAGES as M } from '../messages';

interface Props {
  credentials: { identifier: string; password: string } | null;
  adminLogin: boolean;
  onClose: () => void;
  onSignedIn: (result: Extract<LoginResponse, { status: 'signed_in' }>) => void;
}

/** docs/product.md#sign-in-and-sessions: one-time new password after sign-in; clicking outside does not close it. */
export function ForcedPasswordDialog({ credentials, adminLogin, onClose, onSignedIn }: Props) {
  const change = useCompletePasswordChange();
  const form = useZodForm<NewPasswordForm>(NewPasswordForm, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!credentials) return;
    try {
      const result = await change.mutateAsync({
        identifier: credentials.identifier,
        currentPassword: credentials.password,
        newPassword,
        adminLogin,
      });
      form.reset();
      toast.success(M.success);
      if (result.status === 'signed_in') onSignedIn(result);
    } catch (error) {
      toast.error(M.failedTitle, {
        description: messageOf(error),
      });
    }
  }, toastFirstError);

  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => !open && onClose()}
      title={M.title}
      description={M.description}
      dismissible={false}
    >
      <Form form={form} onSubmit={onSubmit}>
        <NewPasswordFields<NewPasswordForm>
          name="newPassword"
          id="forced-new"
          label={M.newLabel}
          hint={M.hint}
          confirm={{ name: 'confirmPassword', id: 'forced-confirm', label: M.confirmLabel }}
        />
        <FormActions
          dialog
          busy={change.isPending}
          onCancel={() => {
            form.reset();
            onClose();
          }}
          cancel={M.cancel}
          submit={M.submit}
          submitting={M.submitting}
        />
      </Form>
    </Dialog>
  );
}
