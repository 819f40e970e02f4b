import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../connect.js';
import { findUserByUsername } from '../../features/users/accounts.js';
import { buildUser } from '../factories.js';

interface AdminSettings {
  username: string;
  password?: string | undefined;
  email?: string | undefined;
}

/**
 * Creates the first admin when no account of that username exists. Returns the generated
 * password (to be printed once) when none was configured, otherwise null.
 */
export async function ensureAdmin(
  db: DB,
  admin: AdminSettings,
): Promise<{ generated: string | null } | null> {
  const existing = await findUserByUsername(db, admin.username);
  if (existing) return null;

  const generated = admin.password ? null : randomBytes(12).toString('base64url');
  const password = admin.password ?? generated!;
  await db
    .insertInto('users')
    .values(
      buildUser({
        username: admin.username,
        email: admin.email?.toLowerCase() ?? null,
        password_hash: await hashPassword(password),
        role: 'admin',
        status: 'approved',
        display_name: admin.username,
      }),
    )
    .execute();
  return { generated };
}
