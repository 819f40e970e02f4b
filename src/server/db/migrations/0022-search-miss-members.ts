import type { Kysely } from 'kysely';

// Issue 31: the searches that found nothing are counted by member (decision 038). A term's
// `count` rises at most once per member per Kuala Lumpur day and `members` once per member;
// `search_miss_members` holds each member who searched a term and the last day it was counted
// for them (the day that once a day is checked against, and what a report's period counts).
// Before this, a term counted every search and named no member: that count is not what is
// counted now, and one member could have made it, so each kept term starts again at what is
// known of it, one member on one day, its last time kept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Kysely runs SQLite's migrations outside a transaction: this one is all or nothing anyway.
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  await db.schema
    .alterTable('search_misses')
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('search_misses').set({ count: 1, members: 1 }).execute();
  await db.schema
    .createTable('search_miss_members')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_miss_members_pk', ['term', 'user_id'])
    .execute();
  // A member's terms of one day (the daily share), and a period's members (the report).
  await db.schema
    .createIndex('search_miss_members_day_user')
    .on('search_miss_members')
    .columns(['last_day', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_miss_members').execute();
  await db.schema.alterTable('search_misses').dropColumn('members').execute();
}
