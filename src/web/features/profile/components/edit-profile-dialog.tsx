import { AlertTriangle, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, UpdateProfileRequest } from '@shared/account';
import type { SessionUser } from '@shared/auth';
import { INTERFACE_LANGUAGES, INTERFACE_LANGUAGE_LABELS } from '@shared/i18n/languages';
import { InterfaceLanguageChoice } from '@shared/interface-language';
import { fieldsOf } from '../../../components/form/bound-fields';
import { Form, setServerErrors, useZodForm } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PasswordInput } from '../../../components/password-input';
import { Dialog } from '../../../components/ui/dialog';
import { isRefusal } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_MESSAGES as M } from '../messages';
import { ActiveSessions } from './active-sessions';

const ProfileForm = UpdateProfileRequest.extend({
  newPassword: z.string(),
  confirmPassword: z.string(),
  currentPassword: z.string(),
  // '': the operator's default (null on the account).
  interfaceLanguage: z.union([z.literal(''), InterfaceLanguageChoice]),
})
  .refine((v) => v.newPassword === '' || v.newPassword.length >= 6, {
    error: () => ACCOUNT_MESSAGES.passwordTooShort,
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: () => ACCOUNT_MESSAGES.passwordsMismatchShort,
    path: ['confirmPassword'],
  });
type ProfileForm = z.input<typeof ProfileForm>;
const F = fieldsOf<ProfileForm>();

interface Props {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recovery?: boolean;
}

export function EditProfileDialog({ user, open, onOpenChange, recovery = false }: Props) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useZodForm<ProfileForm>(ProfileForm, {
    values: {
      displayName: user.displayName,
      email: user.email ?? '',
      avatarUrl: user.avatarUrl ?? '',
      newPassword: '',
      confirmPassword: '',
      currentPassword: '',
      weeklyDigest: user.weeklyDigest,
      interfaceLanguage: user.interfaceLanguage ?? '',
    },
  });
  const [emailValue = '', newPassword = ''] = useWatch({
    control: form.control,
    name: ['email', 'newPassword'],
  });
  // Issue 11: the email and the password change only with the current password, except in
  // recovery mode (a reset link has just proved the mailbox). The server has the last word: once
  // it asks (the recovery window has passed), the field shows.
  const [serverAsks, setServerAsks] = useState(false);
  const asksCurrentPassword =
    (!recovery || serverAsks) &&
    (newPassword !== '' || emailValue.trim().toLowerCase() !== (user.email ?? '').toLowerCase());

  const onSubmit = form.handleSubmit(
    async ({ confirmPassword: _c, currentPassword, weeklyDigest, interfaceLanguage, ...body }) => {
      setStatus(null);
      const language = interfaceLanguage || null;
      const languageChanged = language !== (user.interfaceLanguage ?? null);
      try {
        const result = await update.mutateAsync({
          ...body,
          ...(asksCurrentPassword && { currentPassword }),
          // Sent only when changed here: a choice made elsewhere meanwhile (the unsubscribe link)
          // is not undone by saving a name.
          ...(weeklyDigest !== user.weeklyDigest && { weeklyDigest }),
          ...(languageChanged && { interfaceLanguage: language }),
        });
        // Issue 33: the page comes back in the language chosen (the server has set its cookie).
        if (languageChanged) {
          window.location.reload();
          return;
        }
        setStatus({ ok: true, text: result.passwordChanged ? M.updatedWithPassword : M.updated });
        toast.success(M.toastSuccess);
        form.resetField('newPassword');
        form.resetField('confirmPassword');
        form.resetField('currentPassword');
      } catch (error) {
        if (!isRefusal(error)) {
          // docs/product.md#profile: offline or a failure of ours, not a refusal.
          setStatus({ ok: false, text: M.failed });
          toast.error(M.toastError(error instanceof Error ? error.message : M.failed));
        } else if (error.status === 401) {
          // The session ended (elsewhere, or expired): nobody is signed in to save for.
          setStatus({ ok: false, text: M.noUser });
          toast.error(M.noUser);
        } else {
          if (error.code === 'current_password_required') setServerAsks(true);
          // Said once on the form: under the field the server names, else below the fields.
          if (!setServerErrors(form, error)) setStatus({ ok: false, text: error.message });
          toast.error(M.toastFailed(error.message));
        }
      }
    },
  );

  const close = (next: boolean) => {
    if (!next) setStatus(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={M.title} description={M.description}>
      {recovery && (
        <p
          role="note"
          className="mb-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <KeyRound className="h-5 w-5 shrink-0" aria-hidden="true" /> {M.recoveryNotice}
        </p>
      )}
      {/* The last save's outcome no longer applies once the person edits the form. */}
      <Form form={form} onSubmit={onSubmit} onChange={() => setStatus(null)}>
        <F.Text name="displayName" id="profile-name" label={M.displayName} />
        <F.Text
          name="email"
          id="profile-email"
          label={M.email}
          hint={M.emailHint}
          type="email"
          autoComplete="email"
        />
        {!emailValue?.trim() && (
          <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" /> {M.noEmailWarning}
          </p>
        )}
        <F.Checkbox
          name="weeklyDigest"
          id="profile-weekly-digest"
          label={M.weeklyDigest}
          hint={emailValue?.trim() ? M.weeklyDigestHint : M.weeklyDigestNeedsEmail}
          disabled={!emailValue?.trim()}
        />
        <F.Select
          name="interfaceLanguage"
          id="profile-interface-language"
          label={M.interfaceLanguage}
          options={INTERFACE_LANGUAGES}
          optionLabel={(language) => INTERFACE_LANGUAGE_LABELS[language]}
          placeholder={M.interfaceLanguageDefault}
        />
        <F.Text
          name="avatarUrl"
          id="profile-avatar"
          label={M.avatarUrl}
          type="url"
          placeholder="https://"
        />
        <NewPasswordFields<ProfileForm>
          name="newPassword"
          id="profile-password"
          label={M.newPassword}
          hint={M.passwordHint}
          confirm={{ name: 'confirmPassword', id: 'profile-confirm', label: M.confirmPassword }}
        />
        {asksCurrentPassword && (
          <F.Text
            name="currentPassword"
            id="profile-current-password"
            label={M.currentPassword}
            hint={M.currentPasswordHint}
            autoComplete="current-password"
            as={PasswordInput}
          />
        )}
        {status && (
          <p
            role={status.ok ? 'status' : 'alert'}
            className={status.ok ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}
          >
            {status.text}
          </p>
        )}
        <FormActions
          dialog
          busy={update.isPending}
          onCancel={() => close(false)}
          cancel={M.cancel}
          submit={M.save}
          submitting={M.saving}
        />
      </Form>
      <ActiveSessions />
    </Dialog>
  );
}
