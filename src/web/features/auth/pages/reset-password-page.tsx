import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ACCOUNT_MESSAGES, ResetPasswordForm } from '@shared/account';
import type { FormAnswer } from '@shared/form-answer';
import type { SessionUser } from '@shared/auth';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { FieldError } from '../../../components/form/field';
import { Form, answeredForm, setServerErrors, useZodForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { buttonClass, Button } from '../../../components/ui/button';
import { useFormAnswer } from '../../../lib/form-answer';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, isRefusal, messageOf } from '../../../lib/api-client';
import { useApplySignIn } from '../../../lib/session';
import { paths, patterns } from '../../../lib/paths';
import { isBadLink, useCompleteReset, useResetTokenCheck } from '../api/password-reset';
import { RESET_MESSAGES as M } from '../messages';
import { PHONE_TAP_TARGET } from '../../../components/ui/tap-target';

// docs/product.md#password-reset-and-recovery: after a successful reset the person is taken on after 3 seconds.
const REDIRECT_AFTER_MS = 3000;

/** The same, in the answer to the form sent without its script (issue 34). */
const answersBadLink = (answer: FormAnswer | null) =>
  answer?.error?.code === 'invalid_reset_link' || Boolean(answer?.fields?.token);

function InvalidLink() {
  return (
    <AuthCardLayout title={M.invalidTitle}>
      <div className="space-y-4 text-center">
        <XCircle className="mx-auto h-12 w-12 text-red-500" aria-hidden="true" />
        <p role="alert" className="text-slate-700">
          {ACCOUNT_MESSAGES.resetLinkInvalid}
        </p>
        <Link to={paths.forgotPassword} className={buttonClass()}>
          {M.requestNew}
        </Link>
      </div>
    </AuthCardLayout>
  );
}

/**
 * After 3 s (or on the button): a person the link signed in (issue 11) becomes the app's session,
 * replacing whoever was signed in before, and goes to the dashboard in recovery mode, where the
 * profile dialog opens with the recovery notice; anyone else goes to the sign-in page.
 */
function ResetSucceeded({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate();
  const applySignIn = useApplySignIn();
  const target = user ? `${paths.dashboard}#type=recovery` : paths.landing;
  const signIn = () => {
    if (user) applySignIn(user);
  };
  const leaveLater = useEffectEvent(() => {
    signIn();
    navigate(target, { replace: true });
  });
  useEffect(() => {
    const timer = setTimeout(leaveLater, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AuthCardLayout title={M.successTitle}>
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-500" aria-hidden="true" />
        <p className="text-slate-700">{user ? M.successBodySignedIn : M.successBody}</p>
        {/* A link: it leads on before the script too (issue 34). */}
        <Link to={target} replace onClick={signIn} className={buttonClass()}>
          {user ? M.goToDashboard : M.goToLogin}
        </Link>
      </div>
    </AuthCardLayout>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetTokenCheck(token);
  const { error: checkError, isError: checkFailed, isFetching: checking } = check;
  const reset = useCompleteReset();
  // Sent without the script (issue 34), the server answered with this page: its messages.
  const answer = useFormAnswer('reset-password');
  const form = useZodForm<ResetPasswordForm>(
    ResetPasswordForm,
    answeredForm(answer, { password: '', confirmPassword: '' }),
  );
  // A refusal the server tied to no field, shown on the form as well as in the toast.
  const [refusal, setRefusal] = useState<string | null>(() =>
    answer?.error && !answer.fields ? answer.error.message : null,
  );

  // A success first: the link is spent by then, and its check says so.
  if (reset.isSuccess) return <ResetSucceeded user={reset.data.user} />;
  if (answer?.result?.reset) return <ResetSucceeded user={null} />;
  const refused = check.data?.valid === false || isBadLink(reset.error) || answersBadLink(answer);
  if (!token || refused) return <InvalidLink />;
  if (check.isPending) {
    return (
      <AuthCardLayout title={M.setTitle}>
        <Spinner label={M.checking} />
      </AuthCardLayout>
    );
  }
  if (checkFailed) {
    // Not a bad link but a failed check (offline, too many tries): say so and let them retry.
    return (
      <AuthCardLayout title={M.setTitle}>
        <p role="alert" className="mb-4 text-slate-700">
          {messageOf(checkError)}
        </p>
        <Button disabled={checking} onClick={() => void check.refetch()}>
          {M.retry}
        </Button>
      </AuthCardLayout>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword }) => {
    if (password !== confirmPassword) {
      toast.error(ACCOUNT_MESSAGES.resetMismatchTitle, {
        description: ACCOUNT_MESSAGES.resetMismatch,
      });
      return;
    }
    setRefusal(null);
    try {
      await reset.mutateAsync({ token, password });
      toast.success(M.successToast, { description: M.successTitle });
    } catch (error) {
      if (isRefusal(error)) {
        // docs/product.md#password-reset-and-recovery: 'Update Failed' with the server's words, in the toast and once on the form,
        // under the field the server names or else above the button.
        toast.error(M.updateFailedTitle, { description: error.message });
        if (!setServerErrors(form, error)) setRefusal(error.message);
      } else {
        // Offline says so; anything else unexpected is 'Failed to update password' (docs/product.md#password-reset-and-recovery).
        const offline = error instanceof ApiError && error.status === 0;
        toast.error(M.errorTitle, { description: offline ? error.message : M.updateFailed });
      }
    }
  });

  const busy = reset.isPending;
  return (
    <AuthCardLayout title={M.setTitle} subtitle={M.setSubtitle}>
      <Form
        form={form}
        onSubmit={onSubmit}
        method="post"
        action={`${patterns.resetPassword}?${new URLSearchParams({ token })}`}
      >
        <NewPasswordFields<ResetPasswordForm>
          name="password"
          id="reset-new"
          label={M.newLabel}
          hint={M.hint}
          confirm={{ name: 'confirmPassword', id: 'reset-confirm', label: M.confirmLabel }}
          disabled={busy}
        />
        {refusal && <FieldError id="reset-refusal">{refusal}</FieldError>}
        <SubmitButton
          posts
          busy={busy}
          submit={M.submit}
          submitting={M.submitting}
          className="w-full"
        />
        <p className="text-center text-sm">
          <Link to={paths.landing} className={`${PHONE_TAP_TARGET} text-brand-700 hover:underline`}>
            {M.backToLogin}
          </Link>
        </p>
      </Form>
    </AuthCardLayout>
  );
}
