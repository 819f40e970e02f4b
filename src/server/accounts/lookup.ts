// The one place that finds accounts by email or username and tells which of the two another
// account already holds (case-insensitively, as the unique indexes do): sign-in, registration,
// password reset, profile edits and the admin's Add User all go through here.
import { sql, type Insertable } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import type { DB } from '../db/connect.js';
import { isUniqueViolation } from '../db/helpers.js';
import type { UsersTable } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

export const findUserByEmail = (db: DB, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserByUsername = (db: DB, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();

/** An identifier with @ is an email (trimmed, lowercased); otherwise a username (docs/product.md#accounts-and-approval). */
export const findAccount = (db: DB, identifier: string) =>
  identifier.includes('@') ? findUserByEmail(db, identifier) : findUserByUsername(db, identifier);

type Identity = { username?: string | null; email?: string | null };

/** Which of the username or email an account other than `exceptId` already holds, if any. */
export async function clashingField(
  db: DB,
  { username, email }: Identity,
  exceptId?: string,
): Promise<'username' | 'email' | null> {
  if (!username && !email) return null;
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        ...(username ? [eb(sql`lower(username)`, '=', username.toLowerCase())] : []),
        ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
      ]),
    );
  if (exceptId) query = query.where('id', '!=', exceptId);
  const clash = await query.executeTakeFirst();
  if (!clash) return null;
  return username && clash.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
}

/** 409 on the field another account holds: 'Email already registered' is docs/product.md#accounts-and-approval's wording. */
export function takenError(field: 'username' | 'email') {
  const message = field === 'email' ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken;
  return new HttpError(409, `${field}_taken`, message, { [field]: message });
}

/**
 * Inserts a new account, refusing a taken username or email. Two requests racing for the same
 * name or address: the unique indexes decide, and the account that won tells which field.
 */
export async function insertAccount({ db, user }: { db: DB; user: Insertable<UsersTable> }) {
  const clash = await clashingField(db, user);
  if (clash) throw takenError(clash);
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError((await clashingField(db, user)) ?? 'username');
    throw error;
  }
}
