import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 21: what a member typed into a prompt's blanks (shared/prompt-blanks.ts), by blank name,
// offered again the next time any prompt has a blank of that name, on any device.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('prompt_blank_values')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('prompt_blank_values_pk', ['user_id', 'name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('prompt_blank_values').execute();
}
