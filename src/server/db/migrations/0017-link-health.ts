import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 23, link health: the last check of every link in the content (a tool's website, a
// tutorial's resources and video), and the state of the check itself (one row: whether a run is
// going on, in any process, and what the last one found).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('link_checks')
    // A hash of (item_type, item_id, kind, url): a URL may be 2,000 characters, longer than
    // PostgreSQL lets an index entry be.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('last_checked_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_ok_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('link_checks_status')
    .on('link_checks')
    .columns(['status', 'item_type'])
    .execute();
  await db.schema
    .createTable('link_check_state')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set while a run goes on (and moved on as it makes progress), null once it ends.
    .addColumn('running_since', t.timestamp)
    .addColumn('heartbeat_at', t.timestamp)
    .addColumn('last_started_at', t.timestamp)
    .addColumn('last_finished_at', t.timestamp)
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dead', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('link_check_state').values({ id: 'links' }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('link_check_state').execute();
  await db.schema.dropTable('link_checks').execute();
}
