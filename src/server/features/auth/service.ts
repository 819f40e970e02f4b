import { sql } from 'kysely';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { accountStatusMessage } from '../../auth/access.js';
import { verifyPassword } from '../../auth/passwords.js';
import { createSession } from '../../auth/sessions.js';
import type { DB } from '../../db/connect.js';
import { HttpError } from '../../http/errors.js';

/** An identifier with @ is an email (trimmed, lowercased); otherwise a username (SPEC §5). */
export async function findAccount(db: DB, identifier: string) {
  const value = identifier.trim();
  const query = db.selectFrom('users').selectAll();
  return value.includes('@')
    ? query.where(sql`lower(email)`, '=', value.toLowerCase()).executeTakeFirst()
    : query.where(sql`lower(username)`, '=', value.toLowerCase()).executeTakeFirst();
}

interface SignInOptions {
  db: DB;
  identifier: string;
  password: string;
  now: Date;
}

export async function signIn({ db, identifier, password, now }: SignInOptions) {
  const user = await findAccount(db, identifier);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok)
    throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  // Status is told only to someone who knows the password, so it reveals nothing to others.
  if (user.status !== 'approved') {
    throw new HttpError(403, `account_${user.status}`, accountStatusMessage(user.status));
  }
  const session = await createSession(db, user.id, now);
  return { user, ...session };
}
