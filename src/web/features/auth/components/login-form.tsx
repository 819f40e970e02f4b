import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { loginProblems } from '@shared/auth-messages';
import type { LoginRequest, LoginResponse } from '@shared/auth';
import { API_ERROR_MESSAGES } from '@shared/limits';
import type { FormAnswer } from '@shared/form-answer';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/field';
import { PasswordInput } from '../../../components/password-input';
import { SubmitButton } from '../../../components/form/form-actions';
import { Input } from '../../../components/ui/input';
import { isRefusal, messageOf } from '../../../lib/api-client';
import { useFormAnswer } from '../../../lib/form-answer';
import { toastValidationError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useApplySignIn } from '../../../lib/session';
import { useLogin, type LoginEndpoint } from '../api/login';
import { ADMIN_LOGIN_MESSAGES, APPROVAL_MESSAGES, LOGIN_MESSAGES } from '../messages';
import { PHONE_TAP_TARGET } from '../../../components/ui/tap-target';

// Most sign-ins never need it: the dialog (and its form library) loads when one does.
const ForcedPasswordDialog = lazy(() =>
  import('./forced-password-dialog').then((m) => ({ default: m.ForcedPasswordDialog })),
);

// docs/product.md#sign-in-and-sessions: after signing in the person is sent on after about 100 ms.
const REDIRECT_DELAY_MS = 100;

// docs/product.md#sign-in-and-sessions: a refusal shows the server's message; anything unexpected (offline, a server fault)
// says so in the member's 'Login Failed' toast, and as 'Login Error' on /admin-login.
// Issue 19: an account waiting for approval, or declined, is told so as a notice, not an error.
const STATUS_NOTICES = (): Record<string, { title: string; more?: readonly string[] }> => ({
  account_pending: {
    title: APPROVAL_MESSAGES.pendingTitle,
    more: [APPROVAL_MESSAGES.review, APPROVAL_MESSAGES.mail],
  },
  account_declined: { title: APPROVAL_MESSAGES.declinedTitle },
});

const WORDING = () =>
  ({
    login: { ...LOGIN_MESSAGES, errorTitle: LOGIN_MESSAGES.failedTitle, unexpected: messageOf },
    'admin-login': {
      ...LOGIN_MESSAGES,
      ...ADMIN_LOGIN_MESSAGES,
      unexpected: () => API_ERROR_MESSAGES.generic,
    },
  }) as const;

/** The member sign-in on /landing, and with `endpoint="admin-login"` the one on /admin-login. */
export function LoginForm({ endpoint = 'login' }: { endpoint?: LoginEndpoint }) {
  const M = WORDING()[endpoint];
  const navigate = useNavigate();
  const login = useLogin(endpoint);
  const [mustChange, setMustChange] = useState<LoginRequest | null>(null);
  // The one form not on the kit's react-hook-form + zod (components/form/form.tsx): it is on
  // /landing's first load, whose JavaScript budget (docs/architecture.md#performance-budgets) keeps both libraries out (the
  // page-weight check, bench/page-weight.ts, fails on any zod there). Two fields and one rule
  // (docs/product.md#sign-in-and-sessions, loginProblems) need neither: plain state, shown with the kit's FormField (which
  // imports neither), so its errors look and read as every other form's (issues 7, 17).
  // Issue 34: sent before the script had arrived, the server answered with this page again.
  const answer = useFormAnswer(endpoint);
  const [values, setValues] = useState<LoginRequest>({
    identifier: answer?.values.identifier ?? '',
    password: '',
  });
  const [problems, setProblems] = useState(() => answerProblems(answer));
  const [notice, setNotice] = useState(() =>
    answer?.error && STATUS_NOTICES()[answer.error.code] ? answer.error : null,
  );
  const [failure, setFailure] = useState(() => answerFailure(answer, M));
  // On a prerendered /landing the fields take typing before the script has taken the page over
  // (docs/architecture.md#first-paint): what was typed by then is where the form starts.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = (name: keyof LoginRequest) =>
      (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const early = { identifier: typed('identifier'), password: typed('password') };
    if (early.identifier || early.password) setValues(early);
  }, []);
  const errors = {
    identifier: problems.find((p) => p.field === 'identifier'),
    password: problems.find((p) => p.field === 'password'),
  };
  const register = (field: keyof LoginRequest) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      // An edited field's old message no longer applies.
      setProblems((found) => found.filter((p) => p.field !== field));
    },
  });

  const applySignIn = useApplySignIn();
  // The session is applied at the moment of leaving, so pages that send signed-in people
  // elsewhere (e.g. /landing) do not race this redirect.
  const finish = (result: Extract<LoginResponse, { status: 'signed_in' }>) =>
    setTimeout(() => {
      applySignIn(result.user);
      navigate(result.redirectTo, { replace: true });
    }, REDIRECT_DELAY_MS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = loginProblems(values);
    setProblems(found);
    setNotice(null);
    setFailure(null);
    if (found[0]) return toastValidationError(found[0].message);
    const body = { identifier: values.identifier.trim(), password: values.password };
    try {
      const result = await login.mutateAsync(body);
      if (result.status === 'password_change_required') return setMustChange(body);
      toast.success(M.successTitle);
      finish(result);
    } catch (failure) {
      if (isRefusal(failure) && STATUS_NOTICES()[failure.code])
        setNotice({ code: failure.code, message: failure.message });
      else if (isRefusal(failure)) toast.error(M.failedTitle, { description: failure.message });
      else toast.error(M.errorTitle, { description: M.unexpected(failure) });
    }
  };

  return (
    <>
      <form
        ref={form}
        method="post"
        action={endpoint === 'login' ? paths.landing : paths.adminLogin}
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
      >
        <FormField
          id={`${endpoint}-identifier`}
          label={M.identifierLabel}
          error={errors.identifier?.message}
        >
          {(aria) => (
            <Input
              autoComplete="username"
              placeholder={LOGIN_MESSAGES.identifierPlaceholder}
              {...aria}
              {...register('identifier')}
            />
          )}
        </FormField>
        <FormField
          id={`${endpoint}-password`}
          label={M.passwordLabel}
          error={errors.password?.message}
        >
          {(aria) => (
            <PasswordInput autoComplete="current-password" {...aria} {...register('password')} />
          )}
        </FormField>
        <div role="status">{notice && <StatusNotice {...notice} />}</div>
        {failure && <FormAlert {...failure} />}
        <SubmitButton
          className="w-full"
          posts
          busy={login.isPending}
          submit={M.submit}
          submitting={LOGIN_MESSAGES.submitting}
        />
        <p className="text-center text-sm">
          <Link
            to={paths.forgotPassword}
            className={`${PHONE_TAP_TARGET} text-brand-700 hover:underline`}
          >
            {M.forgot}
          </Link>
        </p>
      </form>
      {mustChange && (
        <Suspense fallback={null}>
          <ForcedPasswordDialog
            credentials={mustChange}
            adminLogin={endpoint === 'admin-login'}
            onClose={() => setMustChange(null)}
            onSignedIn={(result) => {
              setMustChange(null);
              finish(result);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The fields' messages of a form sent before the script: the same rule's (loginProblems). */
const answerProblems = (answer: FormAnswer | null): ReturnType<typeof loginProblems> =>
  Object.entries(answer?.fields ?? {})
    .filter(([field]) => field === 'identifier' || field === 'password')
    .map(([field, message]) => ({ field: field as keyof LoginRequest, message }));

/** What the script's toast would have said about a sign-in the server answered. */
function answerFailure(
  answer: FormAnswer | null,
  M: ReturnType<typeof WORDING>[LoginEndpoint],
): { title: string; message?: string } | null {
  if (answer?.result?.status === 'password_change_required') {
    return { title: LOGIN_MESSAGES.changeNeedsScript };
  }
  const error = answer?.error;
  if (!error || answer.fields || STATUS_NOTICES()[error.code]) return null;
  return { title: M.failedTitle, message: error.message };
}

/** Where a pending or declined account stands, in place of a red 'Login Failed'. */
function StatusNotice({ code, message }: { code: string; message: string }) {
  const { title, more = [] } = STATUS_NOTICES()[code]!;
  return (
    <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
      {more.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
