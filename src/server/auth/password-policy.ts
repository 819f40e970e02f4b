import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { HttpError } from '../http/errors.js';
import { verifyPassword } from './passwords.js';

// The 10,000 most used passwords of zxcvbn's list (ordered by frequency): the first guesses of
// any attacker. SPEC's minimum of 6 characters is checked by the shared schemas before this.
const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT)));

interface NewPasswordRules {
  password: string;
  /** The body field the password came in, for the form's inline error. */
  field: string;
  username: string;
  email?: string | null;
  /** The account's stored hash, when it has one: the new password must differ from it. */
  currentHash?: string | null;
}

const refuse = (field: string, message: string) =>
  new HttpError(400, 'weak_password', message, { [field]: message });

/**
 * The one rule for a password a person chooses (registration, Add User, forced change, reset,
 * profile): not a common password, not the username or email, and not the current password.
 */
export async function assertNewPassword({
  password,
  field,
  username,
  email,
  currentHash,
}: NewPasswordRules) {
  const folded = password.trim().toLowerCase();
  if (commonPasswords().has(folded)) throw refuse(field, ACCOUNT_MESSAGES.passwordTooCommon);
  const names = [username, email, email?.split('@')[0]].filter(Boolean);
  if (names.some((name) => name!.toLowerCase() === folded)) {
    throw refuse(field, ACCOUNT_MESSAGES.passwordLikeAccount);
  }
  if (currentHash && (await verifyPassword(currentHash, password))) {
    throw refuse(field, ACCOUNT_MESSAGES.passwordUnchanged);
  }
}
