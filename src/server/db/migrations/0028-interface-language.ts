import type { Kysely } from 'kysely';

// Issue 33: the interface's language a member chose (`campur`, `ms` or `en`); null is the
// operator's default, INTERFACE_LANGUAGE (docs/decisions/052-interface-language-on-the-server.md).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('interface_language', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('interface_language').execute();
}
