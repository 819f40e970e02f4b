import { CreateUserRequest, type AdminUserResponse, type CreateUserForm } from '@shared/admin';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { ROLES } from '@shared/constants';
import { PasswordInput } from '../../../../components/password-input';
import { AdminForm, useAdminForm, type AdminFormProps } from '../../components/admin-form';
import { FieldGroup, fieldsOf } from '../../components/form-fields';
import { USERS_MESSAGES } from '../../messages';

const M = USERS_MESSAGES.form;
const F = fieldsOf<CreateUserForm>();
const EMPTY: CreateUserForm = { username: '', email: '', password: '', role: 'user' };

/** SPEC §5 Add User: username, email, password (at least 6) and role, user by default. */
export function AddUserForm({
  onSubmit,
  onCancel,
}: AdminFormProps<AdminUserResponse, CreateUserRequest>) {
  const form = useAdminForm<CreateUserForm, CreateUserRequest>(CreateUserRequest, EMPTY);
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
        <F.Text
          name="password"
          id="new-user-password"
          label={M.password}
          hint={ACCOUNT_MESSAGES.passwordTooShort}
          autoComplete="new-password"
          as={PasswordInput}
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
