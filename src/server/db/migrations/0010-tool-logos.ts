import type { Kysely } from 'kysely';

// Issue 20: a tool's logo, an https picture the admin sets (cards show a monogram without one).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tools').addColumn('logo_url', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tools').dropColumn('logo_url').execute();
}
