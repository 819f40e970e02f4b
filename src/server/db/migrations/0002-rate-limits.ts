import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Rate-limit counters live in the database so every app process sees the same counts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_idx')
    .on('rate_limits')
    .column('window_start')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
