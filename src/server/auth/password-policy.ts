import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { fieldError } from '../http/errors.js';
import { verifyPassword } from './passwords.js';

// The 10,000 most used passwords of zxcvbn's list (ordered by frequency): the first guesses of
// any attacker. The 6-character minimum (docs/product.md#limits) is checked by the shared schemas before this.
const COMMON_COUNT = 10_000;
// Its dictionary (a few MB of word lists) is loaded when a password is first chosen, not at start.
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT)),
  ));

interface NewPasswordRules {
  password: string;
  /** The body field the password came in, for the form's inline error. */
  field: string;
  username: string;
  email?: string | null;
  /** The current password, just proved by the person: the new one must differ from it. */
  currentPassword?: string;
  /** Or the stored hash, when the person has not given the current password. */
  currentHash?: string | null;
}

const refuse = (field: string, message: string) => fieldError('weak_password', field, message);

/**
 * The one rule for a password a person chooses (registration, Add User, forced change, reset,
 * profile): not a common password, not the username or email, and (where the person proved the
 * current one, or is in recovery mode) not the current password. A reset link does not compare
 * with the current password: the answer would let whoever holds the link test guesses of it.
 */
export async function assertNewPassword({
  password,
  field,
  username,
  email,
  currentPassword,
  currentHash,
}: NewPasswordRules) {
  const folded = password.trim().toLowerCase();
  if ((await commonPasswords()).has(folded))
    throw refuse(field, ACCOUNT_MESSAGES.passwordTooCommon);
  const names = [username, email, email?.split('@')[0]].filter(Boolean);
  if (names.some((name) => name!.toLowerCase() === folded)) {
    throw refuse(field, ACCOUNT_MESSAGES.passwordLikeAccount);
  }
  const unchanged =
    currentPassword !== undefined
      ? password === currentPassword
      : Boolean(currentHash) && (await verifyPassword(currentHash!, password));
  if (unchanged) throw refuse(field, ACCOUNT_MESSAGES.passwordUnchanged);
}
