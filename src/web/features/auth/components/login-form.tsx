import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoginRequest } from '@shared/auth';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { LOGIN_MESSAGES as M } from '../messages';

// SPEC §2: after signing in the person is sent on after about 100 ms.
const REDIRECT_DELAY_MS = 100;

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await login.mutateAsync(values);
        toast.success(M.successTitle);
        setTimeout(() => navigate(paths.dashboard, { replace: true }), REDIRECT_DELAY_MS);
      } catch (error) {
        toast.error(M.failedTitle, {
          description: error instanceof ApiError ? error.message : M.unexpected,
        });
      }
    },
    (invalid) => {
      const message = invalid.identifier?.message ?? invalid.password?.message;
      if (message) toast.error(M.validationTitle, { description: message });
    },
  );

  const errorId = 'login-error';
  const firstError = errors.identifier?.message ?? errors.password?.message;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-describedby={firstError ? errorId : undefined}
    >
      <div>
        <Label htmlFor="identifier">{M.identifierLabel}</Label>
        <Input
          id="identifier"
          autoComplete="username"
          placeholder={M.identifierPlaceholder}
          aria-invalid={Boolean(errors.identifier)}
          {...form.register('identifier')}
        />
      </div>
      <div>
        <Label htmlFor="password">{M.passwordLabel}</Label>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </div>
      {firstError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {firstError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? M.submitting : M.submit}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword} className="text-brand-700 hover:underline">
          {M.forgot}
        </Link>
      </p>
    </form>
  );
}
