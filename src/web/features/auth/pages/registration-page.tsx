import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  JOIN_REASON_MAX,
  ORDER_NUMBER_MAX,
  RegisterForm,
  type RegisterFormValues,
} from '@shared/account';
import { GENDERS } from '@shared/constants';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { fieldsOf } from '../../../components/form/bound-fields';
import { Form, answeredForm, setServerErrors, useZodForm } from '../../../components/form/form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { messageOf } from '../../../lib/api-client';
import { useFormAnswer } from '../../../lib/form-answer';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { siteQueryOptions } from '../../../lib/site';
import { useRegister } from '../api/register';
import { WaitingForApproval } from '../components/waiting-for-approval';
import { REGISTRATION_MESSAGES as M } from '../messages';

const F = fieldsOf<RegisterForm>();
const EMPTY: RegisterForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: '',
  birthday: '',
  joinReason: '',
  orderNumber: '',
  terms: false,
};

export default function RegistrationPage() {
  const queryClient = useQueryClient();
  const registration = useRegister();
  // Issue 34: sent before the script had arrived, the server answered with this page again.
  const answer = useFormAnswer('registration');
  const form = useZodForm<RegisterForm, RegisterFormValues>(
    RegisterForm,
    answeredForm(answer, EMPTY),
  );
  // Issue 19: once registered, the form gives way to what happens next (sent to this address).
  const [registeredEmail, setRegisteredEmail] = useState(answer?.result?.email ?? null);
  const [failure, setFailure] = useState(() =>
    answer?.error ? { title: M.failedTitle, message: answer.error.message } : null,
  );

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _c, terms: _t, ...body }) => {
    setFailure(null);
    try {
      await registration.mutateAsync(body);
      toast.success(M.successTitle, { description: M.successBody });
      form.reset(EMPTY);
      setRegisteredEmail(body.email);
      // docs/product.md#accounts-and-approval: a site also opens in a new tab at registration;
      // issue 33: the welcome page or learning group, not the order form she has paid on (read
      // now if the page's own request has not answered yet; without it, nothing opens).
      const links = (await queryClient.ensureQueryData(siteQueryOptions).catch(() => null))?.links;
      if (links) window.open(links.registrationWelcome, '_blank', 'noopener,noreferrer');
    } catch (error) {
      toast.error(M.failedTitle, { description: messageOf(error) });
      setServerErrors(form, error);
    }
  }, toastFirstError);

  if (registeredEmail)
    return (
      <AuthCardLayout title={M.title} subtitle={M.subtitle}>
        <WaitingForApproval email={registeredEmail} />
      </AuthCardLayout>
    );

  return (
    <AuthCardLayout title={M.title} subtitle={M.subtitle}>
      <Form form={form} onSubmit={onSubmit} method="post" action={paths.registration}>
        <F.Text
          name="username"
          id="reg-username"
          label={M.username}
          hint={M.usernameHint}
          autoComplete="username"
        />
        <F.Text name="email" id="reg-email" label={M.email} type="email" autoComplete="email" />
        <NewPasswordFields<RegisterForm>
          name="password"
          id="reg-password"
          label={M.password}
          confirm={{ name: 'confirmPassword', id: 'reg-confirm', label: M.confirm }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <F.Select
            name="gender"
            id="reg-gender"
            label={M.gender}
            placeholder={M.genderPlaceholder}
            options={GENDERS}
            optionLabel={(gender) => M.genders[gender]}
          />
          <F.Text
            name="birthday"
            id="reg-birthday"
            label={M.birthday}
            type="date"
            max={new Date().toISOString().slice(0, 10)}
          />
        </div>
        <F.TextArea
          name="joinReason"
          id="reg-join-reason"
          label={M.joinReason}
          hint={M.joinReasonHint}
          rows={3}
          maxLength={JOIN_REASON_MAX}
        />
        <F.Text
          name="orderNumber"
          id="reg-order-number"
          label={M.orderNumber}
          hint={M.orderNumberHint}
          maxLength={ORDER_NUMBER_MAX}
        />
        <F.Checkbox name="terms" id="reg-terms" label={M.terms} />
        {failure && <FormAlert {...failure} />}
        <SubmitButton
          posts
          busy={registration.isPending}
          submit={M.submit}
          submitting={M.submitting}
          className="w-full"
        />
        <p className="text-center text-sm text-slate-600">
          {M.haveAccount}{' '}
          <Link to={paths.landing} className="font-medium text-brand-700 hover:underline">
            {M.signIn}
          </Link>
        </p>
      </Form>
    </AuthCardLayout>
  );
}
