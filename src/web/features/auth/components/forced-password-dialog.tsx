import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NewPasswordForm } from '@shared/account';
import type { LoginResponse } from '@shared/auth';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
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

/** SPEC §2/§4: one-time new password after sign-in; clicking outside does not close it. */
export function ForcedPasswordDialog({ credentials, adminLogin, onClose, onSignedIn }: Props) {
  const change = useCompletePasswordChange();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="forced-new"
          label={M.newLabel}
          error={errors.newPassword?.message}
          hint={M.hint}
        >
          {(aria) => (
            <PasswordInput
              autoComplete="new-password"
              {...aria}
              {...form.register('newPassword')}
            />
          )}
        </FormField>
        <FormField
          id="forced-confirm"
          label={M.confirmLabel}
          error={errors.confirmPassword?.message}
        >
          {(aria) => (
            <PasswordInput
              autoComplete="new-password"
              {...aria}
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => {
              form.reset();
              onClose();
            }}
          >
            {M.cancel}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? M.submitting : M.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
