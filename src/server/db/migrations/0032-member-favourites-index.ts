import type { Kysely } from 'kysely';

// Issue 34: a member's favourites of one kind (`/api/me/favorites?itemType=…`, the dashboard's
// saved lists, every list page's saved marks) are read by member and kind, newest first. With only
// the unique (user_id, item_id, item_type) and the report's (item_type, created_at) indexes,
// SQLite read every favourite of that kind to find one member's: 12–18 ms a call over the
// bench's 60,000 favourites, four of them in a dashboard. This index finds them directly.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('favorites_member_idx')
    .on('favorites')
    .columns(['user_id', 'item_type', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('favorites_member_idx').execute();
}
