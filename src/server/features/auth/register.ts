import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '../../../shared/account.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/connect.js';
import { insertAccount, takenError } from '../../accounts/lookup.js';

/**
 * docs/product.md#accounts-and-approval registration page: the account starts pending until an admin approves it. `admin` and
 * the first admin's name (ADMIN_USERNAME) are never given to a member, who could pass for the
 * admin (issue 15): they answer as a taken name does.
 */
export async function registerMember({
  db,
  input,
  now,
  firstAdmin,
}: {
  db: DB;
  input: RegisterRequest;
  now: Date;
  firstAdmin: string;
}) {
  await assertNewPassword({ ...input, field: 'password' });
  const name = input.username.toLowerCase();
  if (name === 'admin' || name === firstAdmin.toLowerCase()) throw takenError('username');
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
    join_reason: input.joinReason,
    order_number: input.orderNumber,
    created_at: stamp,
    updated_at: stamp,
  };
  await insertAccount({ db, user });
  return user;
}
