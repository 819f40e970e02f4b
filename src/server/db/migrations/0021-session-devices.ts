import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 31, "Sesi aktif" (docs/architecture.md#sessions): each session keeps the browser it was
// opened from (its User-Agent, cut to a sane length) and when it was last used, written at most
// every few minutes by the session lookup. Sessions opened before this have neither: the
// browser reads as unknown, and the last use as the last renewal (auth/sessions.ts lastUsedOf).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', t.timestamp).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
