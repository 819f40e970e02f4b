import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LandingSignupForm } from '@shared/account';
import { fieldAria, FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SIGNUP_MESSAGES as M } from '../messages';

/** SPEC §1: this form only sends the browser to the external order form; nothing is created here. */
export function SignupForm({ orderFormUrl }: { orderFormUrl: string | undefined }) {
  const form = useForm<LandingSignupForm>({
    resolver: zodResolver(LandingSignupForm),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    () => {
      try {
        if (!orderFormUrl) throw new Error('order form not configured');
        window.location.assign(orderFormUrl);
      } catch {
        toast.error(M.redirectFailedTitle, { description: M.redirectFailed });
      }
    },
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (first) toast.error(M.validationTitle, { description: String(first) });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={M.title}>
      <FormField id="signup-username" label={M.username} error={errors.username?.message}>
        <Input
          autoComplete="username"
          {...fieldAria('signup-username', errors.username?.message)}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="signup-password" label={M.password} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('signup-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="signup-confirm" label={M.confirm} error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('signup-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full">
        {M.submit}
      </Button>
    </form>
  );
}
