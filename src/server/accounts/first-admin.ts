import type { Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { DB } from '../db/connect.js';
import type { UsersTable } from '../db/schema.js';
import { findUserByUsername } from './lookup.js';
import { buildUser } from '../db/factories.js';

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

/**
 * The first admin, made from ADMIN_USERNAME at start: never deleted (docs/product.md#accounts-and-approval, issue 15). An
 * admin of that name: a member who took the name before it was configured is not protected.
 */
export const isFirstAdmin = (
  row: Pick<Selectable<UsersTable>, 'username' | 'role'>,
  firstAdmin: string,
) => row.role === 'admin' && row.username.toLowerCase() === firstAdmin.toLowerCase();
