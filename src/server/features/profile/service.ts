import { ACCOUNT_MESSAGES, type UpdateProfileRequest } from '../../../shared/account.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { RATE_RULES, consume, refund } from '../../auth/rate-limit.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';
import { spendResetTokens } from '../auth/password-reset.js';
import { clashingField, takenError } from '../users/accounts.js';

interface UpdateProfileOptions {
  db: DB;
  userId: string;
  sessionId: string | null;
  /** The session was opened by a reset link moments ago: no current password is asked. */
  recovering: boolean;
  input: UpdateProfileRequest;
  now: Date;
}

const refuse = (code: string, message: string) =>
  new HttpError(400, code, message, { currentPassword: message });

/**
 * Edit profile (SPEC §5). Changing the email or the password asks for the current password
 * (issue 11: a borrowed session must not take the account over), except in recovery mode. A
 * new password ends every other session of the account; a new password or email spends the
 * reset links mailed before it. Gives the email the account had before, when it changed.
 */
export async function updateProfile({
  db,
  userId,
  sessionId,
  recovering,
  input,
  now,
}: UpdateProfileOptions) {
  const current = await db
    .selectFrom('users')
    .select(['username', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const email = input.email || null;
  const emailChanged = email !== current.email;
  if ((emailChanged || input.newPassword) && !recovering) {
    await confirmCurrentPassword(db, userId, current.password_hash, input.currentPassword, now);
  }
  if (emailChanged && email && (await clashingField(db, { email }, userId))) {
    throw takenError('email');
  }
  let passwordHash: string | null = null;
  if (input.newPassword) {
    await assertNewPassword({
      password: input.newPassword,
      field: 'newPassword',
      username: current.username,
      email: email ?? current.email,
      currentHash: current.password_hash,
    });
    passwordHash = await hashPassword(input.newPassword);
  }
  try {
    const user = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          display_name: input.displayName || null,
          email,
          avatar_url: input.avatarUrl || null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (passwordHash)
        await setPassword(trx, { userId, passwordHash, now, keepSessionId: sessionId });
      if (passwordHash || emailChanged) await spendResetTokens(trx, userId, now);
      return updated;
    });
    return {
      user,
      passwordChanged: Boolean(passwordHash),
      previousEmail: emailChanged ? current.email : null,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError('email');
    throw error;
  }
}

async function confirmCurrentPassword(
  db: DB,
  userId: string,
  hash: string,
  given: string | undefined,
  now: Date,
) {
  if (!given) throw refuse('current_password_required', ACCOUNT_MESSAGES.currentPasswordRequired);
  await consume(db, RATE_RULES.profilePasswordUser, userId, now);
  if (!(await verifyPassword(hash, given))) {
    throw refuse('current_password_wrong', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  await refund(db, RATE_RULES.profilePasswordUser, userId);
}
