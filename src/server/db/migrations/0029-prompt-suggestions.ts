import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 33: a member may suggest a prompt. The suggestion types allowed by the table's check
// gain 'prompt' (docs/product.md#suggestions). PostgreSQL replaces the check; SQLite cannot
// change a check, so there the table is built again with it and its rows copied, in one
// transaction.

// The values as they are when this migration is written (a migration never imports today's
// constants).
const BEFORE = ['tool', 'workflow', 'tutorial'];
const AFTER = [...BEFORE, 'prompt'];
const STATUSES = ['pending', 'approved', 'rejected', 'completed'];
const COLUMNS = [
  'id',
  'user_id',
  'type',
  'title',
  'description',
  'reason',
  'website',
  'status',
  'created_at',
  'updated_at',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

async function allowTypes(db: AnyDb, types: readonly string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table suggestions drop constraint suggestions_type_check`.execute(db);
    await sql`alter table suggestions add constraint suggestions_type_check check (${oneOf('type', types)})`.execute(
      db,
    );
    return;
  }
  if (!db.isTransaction) return db.transaction().execute((trx) => allowTypes(trx, types));
  const t = columnTypes(db);
  await db.schema
    .createTable('suggestions_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('suggestions_type_check', oneOf('type', types))
    .addCheckConstraint('suggestions_status_check', oneOf('status', STATUSES))
    .execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into suggestions_next (${columns}) select ${columns} from suggestions`.execute(
    db,
  );
  await db.schema.dropTable('suggestions').execute();
  await db.schema.alterTable('suggestions_next').renameTo('suggestions').execute();
  await db.schema
    .createIndex('suggestions_created_idx')
    .on('suggestions')
    .columns(['created_at', 'id'])
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await allowTypes(db, AFTER);
}

// Prompt suggestions cannot be kept under the old check: they go.
export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('suggestions').where('type', '=', 'prompt').execute();
  await allowTypes(db, BEFORE);
}
