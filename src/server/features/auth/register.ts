import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES, type RegisterRequest } from '../../../shared/account.js';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';

function taken(field: 'username' | 'email') {
  const message = field === 'email' ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken;
  return new HttpError(409, `${field}_taken`, message, { [field]: message });
}

/** Which of the username or email another account already holds, case-insensitively. */
async function clashingField(db: DB, input: RegisterRequest) {
  const clash = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', input.username.toLowerCase()),
        eb(sql`lower(email)`, '=', input.email),
      ]),
    )
    .executeTakeFirst();
  if (!clash) return null;
  return clash.username.toLowerCase() === input.username.toLowerCase() ? 'username' : 'email';
}

/** SPEC §2 registration page: the account starts pending until an admin approves it. */
export async function registerMember(db: DB, input: RegisterRequest, now: Date) {
  const clash = await clashingField(db, input);
  if (clash) throw taken(clash);

  const stamp = now.toISOString();
  const user = {
    id: randomUUID(),
    username: input.username,
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: 'user' as const,
    status: 'pending' as const,
    password_reset_required: 0,
    gender: input.gender,
    birthday: input.birthday,
    display_name: input.username,
    avatar_url: null,
    created_at: stamp,
    updated_at: stamp,
  };
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    // Two registrations racing for the same name or address: the unique indexes decide, and
    // the account that won tells which field was taken.
    if (isUniqueViolation(error)) throw taken((await clashingField(db, input)) ?? 'username');
    throw error;
  }
  return user;
}
