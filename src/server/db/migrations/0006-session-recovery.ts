import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// A session opened by a password reset link may change the email or password without the
// current password until `recovery_until` (issue 11). The purge of expired rows reads the
// expiry columns by index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('sessions').addColumn('recovery_until', t.timestamp).execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('reset_tokens_expires_idx')
    .on('password_reset_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('reset_tokens_expires_idx').execute();
  await db.schema.dropIndex('sessions_expires_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('recovery_until').execute();
}
