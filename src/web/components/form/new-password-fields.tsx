import type { FieldValues, Path } from 'react-hook-form';
import { PasswordInput } from '../password-input';
import { TextField } from './bound-fields';

interface PasswordFieldProps<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
}

/**
 * A new password, and the same again to confirm it where the form asks twice: password inputs
 * that browsers and password managers fill with a new password. The rules (at least 6
 * characters, the two match) and their words are the form's schema's: each message shows under
 * the field it names, e.g. a mismatch under the confirmation.
 */
export function NewPasswordFields<T extends FieldValues>({
  hint,
  confirm,
  disabled,
  ...password
}: PasswordFieldProps<T> & {
  /** Under the new password while it has no error. */
  hint?: string;
  /** The confirmation; none when the form asks once (an admin adding a user). */
  confirm?: PasswordFieldProps<T>;
  disabled?: boolean;
}) {
  const field = { as: PasswordInput, autoComplete: 'new-password', disabled };
  return (
    <>
      <TextField<T> {...field} {...password} hint={hint} />
      {confirm && <TextField<T> {...field} {...confirm} />}
    </>
  );
}
