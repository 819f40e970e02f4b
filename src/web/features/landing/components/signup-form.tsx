import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LandingSignupForm } from '@shared/account';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toastFirstError } from '../../../lib/form-errors';
import { SIGNUP_MESSAGES as M } from '../messages';

/** SPEC §1: this form only sends the browser to the external order form; nothing is created here. */
export function SignupForm({ orderFormUrl }: { orderFormUrl: string | undefined }) {
  const form = useForm<LandingSignupForm>({
    resolver: zodResolver(LandingSignupForm),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() => {
    try {
      if (!orderFormUrl) throw new Error('order form not configured');
      window.location.assign(orderFormUrl);
    } catch {
      toast.error(M.redirectFailedTitle, { description: M.redirectFailed });
    }
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={M.title}>
      <FormField id="signup-username" label={M.username} error={errors.username?.message}>
        {(aria) => <Input autoComplete="username" {...aria} {...form.register('username')} />}
      </FormField>
      <FormField id="signup-password" label={M.password} error={errors.password?.message}>
        {(aria) => (
          <PasswordInput autoComplete="new-password" {...aria} {...form.register('password')} />
        )}
      </FormField>
      <FormField id="signup-confirm" label={M.confirm} error={errors.confirmPassword?.message}>
        {(aria) => (
          <PasswordInput
            autoComplete="new-password"
            {...aria}
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full">
        {M.submit}
      </Button>
    </form>
  );
}
