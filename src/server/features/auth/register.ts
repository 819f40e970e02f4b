import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '../../../shared/account.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/connect.js';
import { insertAccount } from '../users/accounts.js';

/** SPEC §2 registration page: the account starts pending until an admin approves it. */
export async function registerMember(db: DB, input: RegisterRequest, now: Date) {
  await assertNewPassword({ ...input, field: 'password' });
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
  await insertAccount(db, user);
  return user;
}
