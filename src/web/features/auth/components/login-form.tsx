import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GENERIC_ERROR } from '@shared/api';
import { LoginRequest, type LoginResponse } from '@shared/auth';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useApplySignIn } from '../../../lib/session';
import { useLogin, type LoginEndpoint } from '../api/login';
import { ADMIN_LOGIN_MESSAGES, LOGIN_MESSAGES } from '../messages';
import { ForcedPasswordDialog } from './forced-password-dialog';

// SPEC §2: after signing in the person is sent on after about 100 ms.
const REDIRECT_DELAY_MS = 100;

const WORDING = {
  login: { ...LOGIN_MESSAGES, errorTitle: LOGIN_MESSAGES.failedTitle },
  'admin-login': { ...LOGIN_MESSAGES, ...ADMIN_LOGIN_MESSAGES },
} as const;

/** The member sign-in on /landing, and with `endpoint="admin-login"` the one on /admin-login. */
export function LoginForm({ endpoint = 'login' }: { endpoint?: LoginEndpoint }) {
  const M = WORDING[endpoint];
  const navigate = useNavigate();
  const login = useLogin(endpoint);
  const [mustChange, setMustChange] = useState<LoginRequest | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;

  const applySignIn = useApplySignIn();
  // The session is applied at the moment of leaving, so pages that send signed-in people
  // elsewhere (e.g. /landing) do not race this redirect.
  const finish = (result: Extract<LoginResponse, { status: 'signed_in' }>) =>
    setTimeout(() => {
      applySignIn(result.user);
      navigate(result.redirectTo, { replace: true });
    }, REDIRECT_DELAY_MS);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      if (result.status === 'password_change_required') return setMustChange(values);
      toast.success(M.successTitle);
      finish(result);
    } catch (error) {
      if (error instanceof ApiError) toast.error(M.failedTitle, { description: error.message });
      else toast.error(M.errorTitle, { description: GENERIC_ERROR });
    }
  }, toastFirstError);

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
              {...form.register('identifier')}
            />
          )}
        </FormField>
        <FormField
          id={`${endpoint}-password`}
          label={M.passwordLabel}
          error={errors.password?.message}
        >
          {(aria) => (
            <PasswordInput
              autoComplete="current-password"
              {...aria}
              {...form.register('password')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? LOGIN_MESSAGES.submitting : M.submit}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.forgotPassword} className="text-brand-700 hover:underline">
            {M.forgot}
          </Link>
        </p>
      </form>
      <ForcedPasswordDialog
        credentials={mustChange}
        adminLogin={endpoint === 'admin-login'}
        onClose={() => setMustChange(null)}
        onSignedIn={(result) => {
          setMustChange(null);
          finish(result);
        }}
      />
    </>
  );
}
