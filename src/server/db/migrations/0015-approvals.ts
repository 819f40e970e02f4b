import type { Kysely } from 'kysely';

// Issue 23: why a person wants to join (asked at registration, shown to the admin beside the
// pending account), and whether an admin is mailed about each registration (on by default).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('join_reason', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_registrations', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notify_registrations').execute();
  await db.schema.alterTable('users').dropColumn('join_reason').execute();
}
