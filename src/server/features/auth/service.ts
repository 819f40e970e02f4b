import type { Selectable } from 'kysely';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { accountStatusMessage } from '../../auth/access.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { RATE_RULES, clearHits, consumeInTurn, refund } from '../../auth/rate-limit.js';
import { createSession } from '../../auth/sessions.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import type { UsersTable } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { findAccount } from '../../accounts/lookup.js';
import { spendResetTokens } from '../../auth/reset-links.js';

interface CredentialOptions {
  db: DB;
  identifier: string;
  password: string;
  ip: string;
  now: Date;
  /** Asked on /admin-login: the right password of a non-admin is still refused. */
  adminOnly?: boolean;
  /** The browser's User-Agent, kept with the session it opens ("Sesi aktif"). */
  userAgent?: string | undefined;
}

/**
 * The account these credentials open, or a refusal. Every attempt is counted before the
 * password is checked, per address, then per account from that address, then per account
 * overall; an attempt one limit refuses counts toward no other. Only the right password of an
 * approved account is taken back off those failure counts, and it uses the success budget
 * instead (per account, then per address): so guessing from one address locks that address out of that
 * account, not the owner signing in from elsewhere, while a pending or declined account's right
 * password, or a success past its budget, still counts as an attempt and cannot buy unlimited
 * argon2 checks (issue 15).
 */
export async function checkCredentials({
  db,
  identifier,
  password,
  ip,
  now,
  adminOnly,
}: CredentialOptions) {
  const user = await findAccount(db, identifier);
  // Known accounts are counted by id, so the username and the email share one budget.
  const account = user?.id ?? identifier.trim();
  await consumeInTurn(
    db,
    [
      [RATE_RULES.loginIp, ip],
      [RATE_RULES.loginAccountIp, `${account}|${ip}`],
      [RATE_RULES.loginAccount, account],
    ],
    now,
  );
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok)
    throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  // Status is told only to someone who knows the password, so it reveals nothing to others.
  if (user.status !== 'approved') {
    throw new HttpError(403, `account_${user.status}`, accountStatusMessage(user.status));
  }
  await consumeInTurn(
    db,
    [
      [RATE_RULES.loginSuccessAccount, account],
      [RATE_RULES.loginSuccessIp, ip],
    ],
    now,
  );
  await refund(db, RATE_RULES.loginIp, ip);
  await refund(db, RATE_RULES.loginAccount, account);
  await clearHits(db, RATE_RULES.loginAccountIp, `${account}|${ip}`);
  if (adminOnly && user.role !== 'admin') {
    throw new HttpError(403, 'admin_only', AUTH_MESSAGES.adminOnly);
  }
  return user;
}

type SignInResult =
  | { kind: 'password_change_required'; user: Selectable<UsersTable> }
  | { kind: 'signed_in'; user: Selectable<UsersTable>; token: string; expiresAt: Date };

export async function signIn(options: CredentialOptions): Promise<SignInResult> {
  const user = await checkCredentials(options);
  if (user.password_reset_required) return { kind: 'password_change_required', user };
  const session = await createSession(options.db, user.id, options.now, {
    userAgent: options.userAgent,
  });
  return { kind: 'signed_in', user, ...session };
}

/** docs/product.md#sign-in-and-sessions forced change: a new password clears the flag and signs the person in. */
export async function completePasswordChange(options: CredentialOptions & { newPassword: string }) {
  const user = await checkCredentials(options);
  if (!user.password_reset_required) {
    throw new HttpError(409, 'no_change_needed', AUTH_MESSAGES.noPasswordChangeNeeded);
  }
  await assertNewPassword({
    password: options.newPassword,
    field: 'newPassword',
    username: user.username,
    email: user.email,
    currentPassword: options.password,
  });
  const passwordHash = await hashPassword(options.newPassword);
  await options.db.transaction().execute(async (trx) => {
    await setPassword(trx, { userId: user.id, passwordHash, now: options.now });
    await spendResetTokens(trx, user.id, options.now);
  });
  const session = await createSession(options.db, user.id, options.now, {
    userAgent: options.userAgent,
  });
  return { user: { ...user, password_reset_required: 0 }, ...session };
}

/** docs/product.md#sign-in-and-sessions: a username sign-in of an admin goes to /admin; everyone else to /dashboard. */
export function landingFor({
  user,
  identifier,
  adminLogin,
}: {
  user: Selectable<UsersTable>;
  identifier: string;
  adminLogin: boolean;
}) {
  if (user.role === 'admin' && (adminLogin || !identifier.includes('@'))) return '/admin';
  return '/dashboard';
}
