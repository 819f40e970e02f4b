import { PostgresAdapter, sql, type Kysely } from 'kysely';

// One interaction per member, item, kind and Kuala Lumpur day (issue 15): the streak needs no
// more, and a member toggling a favourite in a loop no longer grows the table without end.
// Existing duplicates keep their newest row; `day` is the UTC+8 date of `created_at`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const OFFSET_HOURS = 8;

export async function up(db: AnyDb): Promise<void> {
  // Kysely runs SQLite's migrations outside a transaction: this one is all or nothing anyway.
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('interactions').addColumn('day', 'text').execute();
  const day = postgres
    ? sql`to_char((created_at at time zone 'UTC') + make_interval(hours => ${sql.lit(OFFSET_HOURS)}), 'YYYY-MM-DD')`
    : sql`date(created_at, ${sql.lit(`+${OFFSET_HOURS} hours`)})`;
  await sql`update interactions set day = ${day}`.execute(db);
  // Keep the newest row of each group (ties broken by id), drop the rest.
  await sql`
    delete from interactions where exists (
      select 1 from interactions newer
      where newer.user_id = interactions.user_id
        and newer.item_type = interactions.item_type
        and newer.item_id = interactions.item_id
        and newer.interaction_type = interactions.interaction_type
        and newer.day = interactions.day
        and (newer.created_at > interactions.created_at
          or (newer.created_at = interactions.created_at and newer.id > interactions.id))
    )`.execute(db);
  await db.schema
    .createIndex('interactions_daily_key')
    .on('interactions')
    .columns(['user_id', 'item_type', 'item_id', 'interaction_type', 'day'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('interactions_daily_key').execute();
  await db.schema.alterTable('interactions').dropColumn('day').execute();
}
