import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

interface SetPasswordOptions {
  userId: string;
  passwordHash: string;
  now: Date;
  /** The session that made the change, kept signed in; every other session ends. */
  keepSessionId?: string | null;
}

/**
 * The one rule for a new password: store it, drop the forced-change flag, and end the
 * account's other sessions so a stolen session does not outlive the change. Runs inside the
 * caller's transaction.
 */
export async function setPassword(trx: Transaction<Database>, options: SetPasswordOptions) {
  await trx
    .updateTable('users')
    .set({
      password_hash: options.passwordHash,
      password_reset_required: 0,
      updated_at: options.now.toISOString(),
    })
    .where('id', '=', options.userId)
    .execute();
  let sessions = trx.deleteFrom('sessions').where('user_id', '=', options.userId);
  if (options.keepSessionId) sessions = sessions.where('id', '!=', options.keepSessionId);
  await sessions.execute();
}
