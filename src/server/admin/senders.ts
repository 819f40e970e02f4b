import type { DB } from '../db/connect.js';

/**
 * The usernames of the members who sent feedback or suggestions, by user id, for the admin
 * lists. One query per page (not a join), so the lists keep db/list.ts's paging and search.
 */
export async function usernamesOf(
  db: DB,
  userIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The sender's username, or null for anonymous feedback and removed accounts. */
export const senderOf = (names: Map<string, string>, userId: string | null) =>
  (userId && names.get(userId)) ?? null;
