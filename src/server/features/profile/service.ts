import { sql } from 'kysely';
import { ACCOUNT_MESSAGES, type UpdateProfileRequest } from '../../../shared/account.js';
import { hashPassword } from '../../auth/passwords.js';
import { setPassword } from '../../auth/set-password.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';

const emailTaken = () =>
  new HttpError(409, 'email_taken', ACCOUNT_MESSAGES.emailTaken, {
    email: ACCOUNT_MESSAGES.emailTaken,
  });

interface UpdateProfileOptions {
  db: DB;
  userId: string;
  sessionId: string | null;
  input: UpdateProfileRequest;
  now: Date;
}

/** Edit profile (SPEC §5). A new password ends every other session of the account. */
export async function updateProfile({ db, userId, sessionId, input, now }: UpdateProfileOptions) {
  const email = input.email || null;
  if (email) {
    const other = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (other) throw emailTaken();
  }
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  try {
    return await db.transaction().execute(async (trx) => {
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
      return { user, passwordChanged: Boolean(passwordHash) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
