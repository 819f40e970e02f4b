import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { ADMIN_MESSAGES, type CreateUserRequest } from '../../../shared/admin.js';
import type { AccountStatus } from '../../../shared/constants.js';
import { assertNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/connect.js';
import type { UsersTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { insertAccount } from '../../accounts/lookup.js';
import { isFirstAdmin } from '../../accounts/first-admin.js';

async function findUser(db: DB, id: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * docs/product.md#admin-panel Add User: approved at once, with the role chosen; the person sets a new password at
 * first sign-in (docs/product.md#sign-in-and-sessions).
 */
export async function createUser({
  db,
  input,
  now,
}: {
  db: DB;
  input: CreateUserRequest;
  now: Date;
}) {
  await assertNewPassword({ ...input, field: 'password' });
  const stamp = now.toISOString();
  const user: Selectable<UsersTable> = {
    id: randomUUID(),
    username: input.username,
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: input.role,
    status: 'approved',
    password_reset_required: 1,
    gender: null,
    birthday: null,
    display_name: input.username,
    avatar_url: null,
    join_reason: null,
    notify_registrations: 1,
    created_at: stamp,
    updated_at: stamp,
    weekly_digest: 0,
    digest_token: null,
    interface_language: null,
    order_number: null,
    last_active_at: null,
  };
  await insertAccount({ db, user });
  return user;
}

/** docs/product.md#admin-panel: only a pending account is approved or declined. */
export async function setUserStatus({
  db,
  id,
  status,
  now,
}: {
  db: DB;
  id: string;
  status: AccountStatus;
  now: Date;
}) {
  const before = await findUser(db, id);
  if (before.status !== 'pending') {
    throw new HttpError(409, 'not_pending', ADMIN_MESSAGES.onlyPendingStatus);
  }
  const after = { ...before, status, updated_at: now.toISOString() };
  const [changed] = await db
    .updateTable('users')
    .set({ status, updated_at: after.updated_at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  // Another admin decided first (the row was read before their decision committed): this one is
  // refused, so the member is never mailed a decision that did not stand.
  if (!changed?.numUpdatedRows) {
    throw new HttpError(409, 'not_pending', ADMIN_MESSAGES.onlyPendingStatus);
  }
  return { before, after };
}

/**
 * docs/product.md#admin-panel: a non-pending account may be deleted, except the first admin (ADMIN_USERNAME);
 * and an admin never deletes their own account. Their sessions, favourites and progress go with
 * it.
 */
export async function deleteUser({
  db,
  id,
  actorId,
  firstAdmin,
}: {
  db: DB;
  id: string;
  actorId: string;
  firstAdmin: string;
}) {
  const user = await findUser(db, id);
  if (isFirstAdmin(user, firstAdmin)) {
    throw new HttpError(403, 'protected_account', ADMIN_MESSAGES.adminNotDeletable);
  }
  if (user.id === actorId) throw new HttpError(403, 'own_account', ADMIN_MESSAGES.selfNotDeletable);
  if (user.status === 'pending') {
    throw new HttpError(409, 'pending_account', ADMIN_MESSAGES.pendingNotDeletable);
  }
  await db.deleteFrom('users').where('id', '=', id).execute();
  return user;
}

/** Issue 23: whether this admin is mailed about each registration. */
export async function registrationMailsOn({ db, adminId }: { db: DB; adminId: string }) {
  const row = await db
    .selectFrom('users')
    .select('notify_registrations')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return Boolean(row?.notify_registrations);
}

/** Issue 33: the admin sets (or clears, with null) an account's order number. */
export async function setOrderNumber({
  db,
  id,
  orderNumber,
  now,
}: {
  db: DB;
  id: string;
  orderNumber: string | null;
  now: Date;
}) {
  const before = await findUser(db, id);
  await db
    .updateTable('users')
    .set({ order_number: orderNumber, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  return { before, after: { ...before, order_number: orderNumber, updated_at: now.toISOString() } };
}
