import { CreateUserRequest, type AdminUserResponse, type CreateUserForm } from '@shared/admin';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { ROLES } from '@shared/constants';
import { fieldsOf } from '../../../components/form/bound-fields';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { USERS_MESSAGES } from './messages';

const M = USERS_MESSAGES.form;
const F = fieldsOf<CreateUserForm>();
const EMPTY: CreateUserForm = { username: '', email: '', password: '', role: 'user' };

/** docs/product.md#admin-panel Add User: username, email, password (at least 6) and role, user by default. */
export function AddUserForm({
  onSubmit,
  onCancel,
}: AdminFormProps<AdminUserResponse, CreateUserRequest>) {
  const form = useZodForm<CreateUserForm, CreateUserRequest>(CreateUserRequest, {
    defaultValues: EMPTY,
  });
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submit={M.submit}
      submitting={M.submitting}
    >
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <F.Text
          name="username"
          id="new-user-username"
          label={M.username}
          hint={M.usernameHint}
          autoComplete="off"
        />
        <F.Text name="email" id="new-user-email" label={M.email} type="email" autoComplete="off" />
        <NewPasswordFields<CreateUserForm>
          name="password"
          id="new-user-password"
          label={M.password}
          hint={ACCOUNT_MESSAGES.passwordTooShort}
        />
        <F.Select
          name="role"
          id="new-user-role"
          label={M.role}
          options={ROLES}
          optionLabel={(role) => USERS_MESSAGES.roles[role]}
        />
      </FieldGroup>
    </AdminForm>
  );
}
