import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 31: certificates that prove learning. A failed quiz attempt makes the member wait before
// the next (`quiz_results.retry_at`, set and checked in the attempt's one upsert); a
// certificate's name is the member's profile name, read live from `users`, so the free-text
// name it was issued with goes (docs/decisions/036-certificates-prove-learning.md).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('quiz_results').addColumn('retry_at', t.timestamp).execute();
  await db.schema.alterTable('certificates').dropColumn('name').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('certificates')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('quiz_results').dropColumn('retry_at').execute();
}
