import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ACCOUNT_MESSAGES, FindEmailRequest, ResetEmailRequest } from '@shared/account';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { TextField } from '../../../components/form/bound-fields';
import { Form, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/form-actions';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError, messageOf } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useFindEmail, useRequestResetEmail } from '../api/password-reset';
import { RESET_MESSAGES as M } from '../messages';
import { PHONE_TAP_TARGET } from '../../../components/ui/tap-target';

function ResetByEmail({ onSent }: { onSent: () => void }) {
  const send = useRequestResetEmail();
  const form = useZodForm<ResetEmailRequest>(ResetEmailRequest, { defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      onSent();
    } catch (e) {
      toast.error(M.resetFailedTitle, {
        description: messageOf(e),
      });
    }
  }, toastFirstError);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField<ResetEmailRequest>
        name="email"
        id="reset-email"
        label={M.emailLabel}
        type="email"
        autoComplete="email"
      />
      <SubmitButton
        busy={send.isPending}
        submit={M.send}
        submitting={M.sending}
        className="w-full"
      />
    </Form>
  );
}

function FindEmail() {
  const find = useFindEmail();
  const form = useZodForm<FindEmailRequest>(FindEmailRequest, {
    defaultValues: { username: '' },
  });
  const onSubmit = form.handleSubmit(async ({ username }) => {
    try {
      await find.mutateAsync(username);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        toast.error(ACCOUNT_MESSAGES.usernameNotFoundTitle, {
          description: ACCOUNT_MESSAGES.usernameNotFound,
        });
      } else if (e instanceof ApiError && e.status === 429) {
        toast.error(M.lookupFailedTitle, { description: e.message });
      } else {
        toast.error(M.lookupFailedTitle, { description: M.lookupFailed });
      }
    }
  }, toastFirstError);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField<FindEmailRequest>
        name="username"
        id="find-username"
        label={M.usernameLabel}
        autoComplete="username"
      />
      <SubmitButton
        busy={find.isPending}
        submit={M.find}
        submitting={M.finding}
        className="w-full"
      />
      {find.data && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {M.foundLabel} <strong>{find.data.maskedEmail}</strong>
        </p>
      )}
    </Form>
  );
}

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCardLayout title={M.forgotTitle} subtitle={sent ? undefined : M.forgotSubtitle}>
      {sent ? (
        <div role="status" className="space-y-3 text-center">
          <MailCheck className="mx-auto h-12 w-12 text-emerald-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{M.sentTitle}</h2>
          <p className="text-sm text-slate-600">{ACCOUNT_MESSAGES.resetEmailSent}</p>
        </div>
      ) : (
        <Tabs
          defaultValue="email"
          tabs={[
            {
              value: 'email',
              label: M.emailTab,
              content: <ResetByEmail onSent={() => setSent(true)} />,
            },
            { value: 'find', label: M.findTab, content: <FindEmail /> },
          ]}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.landing} className={`${PHONE_TAP_TARGET} text-brand-700 hover:underline`}>
          {M.backToLogin}
        </Link>
      </p>
    </AuthCardLayout>
  );
}
