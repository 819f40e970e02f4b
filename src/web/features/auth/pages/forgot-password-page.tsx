import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ACCOUNT_MESSAGES, FindEmailRequest, ResetEmailRequest } from '@shared/account';
import type { FormAnswer } from '@shared/form-answer';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { TextField } from '../../../components/form/bound-fields';
import { Form, answeredForm, useZodForm } from '../../../components/form/form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/form-actions';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useFormAnswer } from '../../../lib/form-answer';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useFindEmail, useRequestResetEmail } from '../api/password-reset';
import { RESET_MESSAGES as M } from '../messages';
import { PHONE_TAP_TARGET } from '../../../components/ui/tap-target';

// Issue 34: each tab is an address of its own (`?tab=find`), its trigger a link, so a tap before
// the script has arrived still opens it; each form posts to its tab's address, which the server
// answers without the script (server/http/page-forms.ts).
const TAB_ADDRESS = { email: paths.forgotPassword, find: `${paths.forgotPassword}?tab=find` };

/** What the toast says about a lookup the server refused. */
const lookupFailure = (answer: FormAnswer | null) => {
  const error = answer?.error;
  if (!error) return null;
  if (error.code === 'username_not_found') {
    return {
      title: ACCOUNT_MESSAGES.usernameNotFoundTitle,
      message: ACCOUNT_MESSAGES.usernameNotFound,
    };
  }
  if (error.code === 'rate_limited') return { title: M.lookupFailedTitle, message: error.message };
  return { title: M.lookupFailedTitle, message: M.lookupFailed };
};

function ResetByEmail({ onSent }: { onSent: () => void }) {
  const send = useRequestResetEmail();
  const answer = useFormAnswer('reset-email');
  const form = useZodForm<ResetEmailRequest>(
    ResetEmailRequest,
    answeredForm(answer, { email: '' }),
  );
  const [failure, setFailure] = useState(() =>
    answer?.error && !answer.fields
      ? { title: M.resetFailedTitle, message: answer.error.message }
      : null,
  );
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
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
    <Form form={form} onSubmit={onSubmit} method="post" action={TAB_ADDRESS.email}>
      <TextField<ResetEmailRequest>
        name="email"
        id="reset-email"
        label={M.emailLabel}
        type="email"
        autoComplete="email"
      />
      {failure && <FormAlert {...failure} />}
      <SubmitButton
        posts
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
  const answer = useFormAnswer('find-email');
  const form = useZodForm<FindEmailRequest>(
    FindEmailRequest,
    answeredForm(answer, { username: '' }),
  );
  const [failure, setFailure] = useState(() => (answer?.fields ? null : lookupFailure(answer)));
  const onSubmit = form.handleSubmit(async ({ username }) => {
    setFailure(null);
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
  // The script's lookup, else the one the server answered.
  const found = find.data?.maskedEmail ?? (find.isIdle ? answer?.result?.maskedEmail : undefined);
  return (
    <Form form={form} onSubmit={onSubmit} method="post" action={TAB_ADDRESS.find}>
      <TextField<FindEmailRequest>
        name="username"
        id="find-username"
        label={M.usernameLabel}
        autoComplete="username"
      />
      {failure && <FormAlert {...failure} />}
      <SubmitButton
        posts
        busy={find.isPending}
        submit={M.find}
        submitting={M.finding}
        className="w-full"
      />
      {found && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {M.foundLabel} <strong>{found}</strong>
        </p>
      )}
    </Form>
  );
}

export default function ForgotPasswordPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'find' ? 'find' : 'email';
  const [sent, setSent] = useState(Boolean(useFormAnswer('reset-email')?.result?.sent));
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
          value={tab}
          onValueChange={(value) =>
            setSearch(value === 'find' ? { tab: 'find' } : {}, { replace: true })
          }
          tabs={[
            {
              value: 'email',
              label: M.emailTab,
              href: TAB_ADDRESS.email,
              content: <ResetByEmail onSent={() => setSent(true)} />,
            },
            { value: 'find', label: M.findTab, href: TAB_ADDRESS.find, content: <FindEmail /> },
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
