import type { Kysely } from 'kysely';

// Issue 23, the Laporan tab (features/reports): its counts read the activity of the last 7 to 90
// days, so these let them read only those rows — copies by kind and time, active members by day
// (with the member, so the count needs no table row), favourites by kind and time. Measured on
// SQLite with half a million interactions and 20,000 favourites (a busy 2-core machine): the
// 90-day report took 1 to 6 s without them (blocking the event loop meanwhile), 0.5–0.6 s with.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['interactions_type_time_idx', 'interactions', ['interaction_type', 'item_type', 'created_at']],
  ['interactions_day_user_idx', 'interactions', ['day', 'user_id']],
  ['favorites_type_time_idx', 'favorites', ['item_type', 'created_at']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
