import type { DB } from '../db/connect.js';

/**
 * Marks a link check as going on, for good: "Semak sekarang" (POST /api/admin/link-health/run)
 * then joins it rather than starting one in the background, which would write to the database
 * while a suite that walks every route compares snapshots of it.
 */
export async function holdLinkCheck(db: DB) {
  await db
    .updateTable('link_check_state')
    .set({ running_since: '2000-01-01T00:00:00.000Z', heartbeat_at: '9999-01-01T00:00:00.000Z' })
    .execute();
}
