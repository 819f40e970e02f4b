import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/connect.js';
import type { Database } from '../db/schema.js';

/** A link to set a new password, asked for on /forgot-password: one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link in the mail of an account the admin made: a week to open the mail (issue 15). */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a leaked database does not leak live links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A single-use link to /reset-password that sets the account's password (and spends every
 * other link of the account when it is used: features/auth/password-reset.ts).
 */
export async function issueResetLink(
  db: DB,
  {
    userId,
    publicUrl,
    now,
    ttlMs,
  }: { userId: string; publicUrl: string; now: Date; ttlMs: number },
) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: hashResetToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
}

/**
 * Spends every outstanding reset link of an account, inside the transaction that changes its
 * password or its email: a link mailed before the change must not undo it. Returns how many.
 */
export async function spendResetTokens(trx: Transaction<Database>, userId: string, now: Date) {
  const spent = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows);
}
