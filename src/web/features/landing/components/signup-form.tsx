import { toast } from '../../../lib/toast';
import { LandingSignupForm } from '@shared/account';
import { TextField } from '../../../components/form/bound-fields';
import { Form, answeredForm, useZodForm } from '../../../components/form/form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { toastFirstError } from '../../../lib/form-errors';
import { useFormAnswer } from '../../../lib/form-answer';
import { paths } from '../../../lib/paths';
import { SIGNUP_MESSAGES as M } from '../messages';

/** docs/product.md#landing-affiliates-and-showcase: this form only sends the browser to the external order form; nothing is created here. */
export function SignupForm({ orderFormUrl }: { orderFormUrl: string | undefined }) {
  // Sent without the script (issue 34), the server answered with this page: its messages.
  const answer = useFormAnswer('signup');
  const form = useZodForm<LandingSignupForm>(
    LandingSignupForm,
    answeredForm(answer, { username: '', password: '', confirmPassword: '' }),
  );

  const onSubmit = form.handleSubmit(() => {
    try {
      if (!orderFormUrl) throw new Error('order form not configured');
      window.location.assign(orderFormUrl);
    } catch {
      toast.error(M.redirectFailedTitle, { description: M.redirectFailed });
    }
  }, toastFirstError);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={M.title}
      method="post"
      action={paths.landingSignup}
    >
      <TextField<LandingSignupForm>
        name="username"
        id="signup-username"
        label={M.username}
        autoComplete="username"
      />
      <NewPasswordFields<LandingSignupForm>
        name="password"
        id="signup-password"
        label={M.password}
        confirm={{ name: 'confirmPassword', id: 'signup-confirm', label: M.confirm }}
      />
      {answer?.error && <FormAlert title={M.redirectFailedTitle} message={M.redirectFailed} />}
      <SubmitButton posts submit={M.submit} className="w-full" />
    </Form>
  );
}
