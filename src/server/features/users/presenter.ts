import type { Selectable } from 'kysely';
import type { AdminUserResponse } from '../../../shared/admin.js';
import { isFirstAdmin } from '../../accounts/first-admin.js';
import type { UsersTable } from '../../db/schema.js';

/** An account as the Users tab shows it: never the password hash. */
export function presentAdminUser({
  row,
  firstAdmin,
}: {
  row: Selectable<UsersTable>;
  firstAdmin: string;
}): AdminUserResponse {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    passwordResetRequired: Boolean(row.password_reset_required),
    protected: isFirstAdmin(row, firstAdmin),
    joinReason: row.join_reason,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    orderNumber: row.order_number,
  };
}
