import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RegisterForm, type RegisterFormValues } from '@shared/account';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { ApiError, messageOf } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSite } from '../../../lib/site';
import { useRegister } from '../api/register';
import { REGISTRATION_MESSAGES as M } from '../messages';

const EMPTY: RegisterForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: '',
  birthday: '',
  terms: false,
};

export default function RegistrationPage() {
  const site = useSite();
  const registration = useRegister();
  const form = useForm<RegisterForm, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _c, terms: _t, ...body }) => {
    try {
      await registration.mutateAsync(body);
      toast.success(M.successTitle, { description: M.successBody });
      form.reset(EMPTY);
      // SPEC §2: the sign-up site also opens in a new tab at registration.
      if (site.data) window.open(site.data.links.signupSite, '_blank', 'noopener,noreferrer');
    } catch (error) {
      const message = messageOf(error);
      toast.error(M.failedTitle, { description: message });
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          form.setError(field as keyof RegisterForm, { message: text });
        }
      }
    }
  }, toastFirstError);

  const err = (name: keyof RegisterForm) => errors[name]?.message;
  return (
    <AuthCardLayout title={M.title} subtitle={M.subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="reg-username"
          label={M.username}
          error={err('username')}
          hint={M.usernameHint}
        >
          {(aria) => <Input autoComplete="username" {...aria} {...form.register('username')} />}
        </FormField>
        <FormField id="reg-email" label={M.email} error={err('email')}>
          {(aria) => (
            <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />
          )}
        </FormField>
        <FormField id="reg-password" label={M.password} error={err('password')}>
          {(aria) => (
            <PasswordInput autoComplete="new-password" {...aria} {...form.register('password')} />
          )}
        </FormField>
        <FormField id="reg-confirm" label={M.confirm} error={err('confirmPassword')}>
          {(aria) => (
            <PasswordInput
              autoComplete="new-password"
              {...aria}
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="reg-gender" label={M.gender} error={err('gender')}>
            {(aria) => (
              <Select {...aria} {...form.register('gender')}>
                <option value="">{M.genderPlaceholder}</option>
                {Object.entries(M.genders).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="reg-birthday" label={M.birthday} error={err('birthday')}>
            {(aria) => (
              <Input
                type="date"
                max={new Date().toISOString().slice(0, 10)}
                {...aria}
                {...form.register('birthday')}
              />
            )}
          </FormField>
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-600"
              aria-invalid={Boolean(err('terms'))}
              {...form.register('terms')}
            />
            <span>{M.terms}</span>
          </label>
          {err('terms') && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {err('terms')}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? M.submitting : M.submit}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {M.haveAccount}{' '}
          <Link to={paths.landing} className="font-medium text-brand-700 hover:underline">
            {M.signIn}
          </Link>
        </p>
      </form>
    </AuthCardLayout>
  );
}
