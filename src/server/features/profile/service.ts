import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES, type UpdateProfileRequest } from '../../../shared/account.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { RATE_RULES, consume, refund } from '../../auth/rate-limit.js';
import { revokeSession } from '../../auth/sessions.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { fieldError } from '../../http/errors.js';
import { spendResetTokens } from '../../auth/reset-links.js';
import { clashingField, takenError } from '../../accounts/lookup.js';
import { writeAuditLog } from '../../admin/write.js';

interface UpdateProfileOptions {
  db: DB;
  userId: string;
  sessionId: string | null;
  /** The session was opened by a reset link moments ago: no current password is asked. */
  recovering: boolean;
  input: UpdateProfileRequest;
  now: Date;
}

const refuse = (code: string, message: string) => fieldError(code, 'currentPassword', message);

/**
 * Edit profile (docs/product.md#profile). Changing the email or the password asks for the current password
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
    .select(['username', 'display_name', 'email', 'password_hash', 'interface_language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const email = input.email || null;
  const emailChanged = email !== current.email;
  if ((emailChanged || input.newPassword) && !recovering) {
    await confirmCurrentPassword({
      db,
      sessionId,
      hash: current.password_hash,
      given: input.currentPassword,
      now,
    });
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
      // Just proved (a plain comparison), or in recovery mode the stored hash.
      ...(recovering
        ? { currentHash: current.password_hash }
        : { currentPassword: input.currentPassword }),
    });
    passwordHash = await hashPassword(input.newPassword);
  }
  const displayName = input.displayName || null;
  try {
    const user = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          display_name: displayName,
          email,
          avatar_url: input.avatarUrl || null,
          updated_at: now.toISOString(),
          ...(input.weeklyDigest !== undefined && digestChoice(input.weeklyDigest)),
          ...(input.interfaceLanguage !== undefined && {
            interface_language: input.interfaceLanguage,
          }),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (passwordHash)
        await setPassword(trx, { userId, passwordHash, now, keepSessionId: sessionId });
      if (passwordHash || emailChanged) await spendResetTokens(trx, userId, now);
      // Issue 31: the display name is the name certificates print; the admin's Audit tab shows
      // who changed theirs, from what to what, committed with the change.
      if (displayName !== current.display_name) {
        await writeAuditLog({
          trx,
          record: { actorId: userId, resource: 'users', action: 'update-profile-name' },
          entries: [
            {
              targetId: userId,
              before: { displayName: current.display_name },
              after: { displayName },
            },
          ],
          now,
        });
      }
      return updated;
    });
    return {
      user,
      passwordChanged: Boolean(passwordHash),
      previousEmail: emailChanged ? current.email : null,
      languageChanged: user.interface_language !== current.interface_language,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError('email');
    throw error;
  }
}

interface ConfirmOptions {
  db: DB;
  sessionId: string | null;
  hash: string;
  given: string | undefined;
  now: Date;
}

/**
 * The current password, checked under a limit per session: a stolen session cannot guess it,
 * and its wrong guesses cannot lock the owner out of their own sessions. The session that
 * reaches the limit is ended.
 */
async function confirmCurrentPassword({ db, sessionId, hash, given, now }: ConfirmOptions) {
  if (!given) throw refuse('current_password_required', ACCOUNT_MESSAGES.currentPasswordRequired);
  const subject = sessionId ?? 'no-session';
  try {
    await consume(db, RATE_RULES.profilePasswordSession, subject, now);
  } catch (error) {
    if (sessionId) await revokeSession(db, sessionId);
    throw error;
  }
  if (!(await verifyPassword(hash, given))) {
    throw refuse('current_password_wrong', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  await refund(db, RATE_RULES.profilePasswordSession, subject);
}

/**
 * Issue 23: the weekly digest on or off. Opting in gives the member an unsubscribe token once
 * (random, kept across later opt-outs and opt-ins: it only ever turns the digest off).
 */
function digestChoice(on: boolean) {
  if (!on) return { weekly_digest: 0 };
  const token = randomBytes(32).toString('base64url');
  return { weekly_digest: 1, digest_token: sql<string>`coalesce(digest_token, ${token})` };
}
