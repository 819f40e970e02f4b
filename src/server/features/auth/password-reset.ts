import { ACCOUNT_MESSAGES, maskEmail } from '../../../shared/account.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import {
  RESET_TOKEN_TTL_MS,
  hashResetToken,
  issueResetLink,
  spendResetTokens,
} from '../../auth/reset-links.js';
import { ACCOUNT_FIELDS, createSession, type SessionAccount } from '../../auth/sessions.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import { HttpError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.js';
import { inRecipientLanguage } from '../../i18n/request-language.js';
import { resetPasswordMail } from '../../mail/templates.js';
import { findUserByEmail, findUserByUsername } from '../../accounts/lookup.js';

const invalidLink = () =>
  new HttpError(400, 'invalid_reset_link', ACCOUNT_MESSAGES.resetLinkInvalid);

interface RequestResetOptions {
  db: DB;
  mailer: Mailer;
  email: string;
  publicUrl: string;
  now: Date;
  /** The operator's language, for an account that chose none (issue 33). */
  defaultLanguage: InterfaceLanguage;
}

/**
 * Mails a single-use link valid for one hour. Says nothing about whether the address exists:
 * the caller answers the same either way.
 */
export async function requestPasswordReset({
  db,
  mailer,
  email,
  publicUrl,
  now,
  defaultLanguage,
}: RequestResetOptions) {
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const link = await issueResetLink(db, {
    userId: user.id,
    publicUrl,
    now,
    ttlMs: RESET_TOKEN_TTL_MS,
  });
  const to = user.email;
  await mailer.send(
    inRecipientLanguage(user, defaultLanguage, () =>
      resetPasswordMail(to, { username: user.username, link }),
    ),
  );
}

async function liveToken(db: DB, token: string, now: Date) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('id', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function assertResetTokenValid({
  db,
  token,
  now,
}: {
  db: DB;
  token: string;
  now: Date;
}) {
  if (!(await liveToken(db, token, now))) throw invalidLink();
}

/**
 * Sets the new password, spends the token (and any other of the account's) and ends all
 * sessions. Gives the account, so the caller can sign the person in (they proved ownership).
 */
export async function resetPassword({
  db,
  token,
  password,
  now,
}: {
  db: DB;
  token: string;
  password: string;
  now: Date;
}) {
  // A bogus token is refused before any costly hashing.
  const live = await liveToken(db, token, now);
  if (!live) throw invalidLink();
  const user = await db
    .selectFrom('users')
    .select(ACCOUNT_FIELDS)
    .where('id', '=', live.user_id)
    .executeTakeFirstOrThrow();
  await assertNewPassword({ password, field: 'password', ...user });
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const row = await liveToken(trx, token, now);
    if (!row) throw invalidLink();
    // A parallel reset that spent the links first wins.
    if (!(await spendResetTokens(trx, row.user_id, now))) throw invalidLink();
    await setPassword(trx, { userId: row.user_id, passwordHash, now });
  });
  return user;
}

/**
 * The link proved the mailbox is theirs: an approved member is signed in, in recovery mode for a
 * few minutes (the profile dialog opens with the recovery notice). Others get no session.
 */
export async function openRecoverySession({
  db,
  user,
  now,
  userAgent,
}: {
  db: DB;
  user: SessionAccount;
  now: Date;
  userAgent: string | undefined;
}) {
  if (user.status !== 'approved') return null;
  return createSession(db, user.id, now, { recovery: true, userAgent });
}

/** docs/product.md#password-reset-and-recovery 'Find Email': the masked address of a username, or 404. */
export async function findMaskedEmail({ db, username }: { db: DB; username: string }) {
  const user = await findUserByUsername(db, username);
  if (!user?.email)
    throw new HttpError(404, 'username_not_found', ACCOUNT_MESSAGES.usernameNotFound);
  return maskEmail(user.email);
}
