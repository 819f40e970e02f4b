import type { Kysely } from 'kysely';

// Issue 23: members may opt in to a weekly mail of what was added (0 by default), and each mail
// carries the member's own unsubscribe token, which works without signing in. The token is
// random and made on the first opt-in (features/profile/service.ts digestChoice); unique, so it names one member.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('weekly_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('digest_token', 'text').execute();
  await db.schema
    .createIndex('users_digest_token_unique')
    .on('users')
    .column('digest_token')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_digest_token_unique').execute();
  await db.schema.alterTable('users').dropColumn('digest_token').execute();
  await db.schema.alterTable('users').dropColumn('weekly_digest').execute();
}
