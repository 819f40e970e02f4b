import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 21: a member's certificate for the learning path, issued once: its code (what the public
// verification page is found by), the member's name and the path's tutorials as they were then.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('certificates')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tutorials', 'text', (c) => c.notNull())
    .addColumn('issued_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
