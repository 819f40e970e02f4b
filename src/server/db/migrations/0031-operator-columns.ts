import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 33, point 12 (docs/decisions/050-operator-columns.md): the Users tab shows when each
// member joined (created_at, already kept) and was last active, and an optional order number the
// member gives at registration or the admin sets, to match a payment. last_active_at is written at
// most hourly by the session lookup (auth/sessions.ts); accounts from before start from their
// sessions' last use. The link check's state also keeps whether its last run could not reach
// the internet at all (every address failing the same network way).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('order_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_active_at', t.timestamp).execute();
  const used = (await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('last_used_at').as('last_used')])
    .where('last_used_at', 'is not', null)
    .groupBy('user_id')
    .execute()) as { user_id: string; last_used: string | Date }[];
  for (const { user_id, last_used } of used) {
    const at = last_used instanceof Date ? last_used.toISOString() : last_used;
    await db.updateTable('users').set({ last_active_at: at }).where('id', '=', user_id).execute();
  }
  // A run where every address failed the same network way says so, rather than "all dead".
  await db.schema
    .alterTable('link_check_state')
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('users_last_active_idx')
    .on('users')
    .columns(['last_active_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.alterTable('link_check_state').dropColumn('offline').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
  await db.schema.alterTable('users').dropColumn('order_number').execute();
}
