import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_MESSAGES, FindEmailRequest, ResetEmailRequest } from '@shared/account';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError, messageOf } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useFindEmail, useRequestResetEmail } from '../api/password-reset';
import { RESET_MESSAGES as M } from '../messages';

function ResetByEmail({ onSent }: { onSent: () => void }) {
  const send = useRequestResetEmail();
  const form = useForm<ResetEmailRequest>({
    resolver: zodResolver(ResetEmailRequest),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="reset-email" label={M.emailLabel} error={error}>
        {(aria) => (
          <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? M.sending : M.send}
      </Button>
    </form>
  );
}

function FindEmail() {
  const find = useFindEmail();
  const form = useForm<FindEmailRequest>({
    resolver: zodResolver(FindEmailRequest),
    defaultValues: { username: '' },
  });
  const error = form.formState.errors.username?.message;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="find-username" label={M.usernameLabel} error={error}>
        {(aria) => <Input autoComplete="username" {...aria} {...form.register('username')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={find.isPending}>
        {find.isPending ? M.finding : M.find}
      </Button>
      {find.data && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {M.foundLabel} <strong>{find.data.maskedEmail}</strong>
        </p>
      )}
    </form>
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
        <Link to={paths.landing} className="text-brand-700 hover:underline">
          {M.backToLogin}
        </Link>
      </p>
    </AuthCardLayout>
  );
}
