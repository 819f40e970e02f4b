import type { Selectable } from 'kysely';
import type { AdminUserResponse } from '../../../shared/admin.js';
import type { UsersTable } from '../../db/schema.js';

/**
 * The first admin, made from ADMIN_USERNAME at start: never deleted (SPEC §4/§6, issue 15). An
 * admin of that name: a member who took the name before it was configured is not protected.
 */
export const isFirstAdmin = (
  row: Pick<Selectable<UsersTable>, 'username' | 'role'>,
  firstAdmin: string,
) => row.role === 'admin' && row.username.toLowerCase() === firstAdmin.toLowerCase();

/** An account as the Users tab shows it: never the password hash. */
export function presentAdminUser(
  row: Selectable<UsersTable>,
  firstAdmin: string,
): AdminUserResponse {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    accountType: 'custom',
    passwordResetRequired: Boolean(row.password_reset_required),
    protected: isFirstAdmin(row, firstAdmin),
    createdAt: row.created_at,
  };
}
