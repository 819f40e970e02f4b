import type { UpdateProfileRequest } from '../../../shared/account.js';
import { hashPassword } from '../../auth/passwords.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { spendResetTokens } from '../auth/password-reset.js';
import { clashingField, takenError } from '../users/accounts.js';

interface UpdateProfileOptions {
  db: DB;
  userId: string;
  sessionId: string | null;
  input: UpdateProfileRequest;
  now: Date;
}

/**
 * Edit profile (SPEC §5). A new password ends every other session of the account; a new
 * password or email spends the reset links mailed before it.
 */
export async function updateProfile({ db, userId, sessionId, input, now }: UpdateProfileOptions) {
  const email = input.email || null;
  if (email) {
    if (await clashingField(db, { email }, userId)) throw takenError('email');
  }
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const user = await trx
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
      if (passwordHash || user.email !== before.email) await spendResetTokens(trx, userId, now);
      return { user, passwordChanged: Boolean(passwordHash) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError('email');
    throw error;
  }
}
