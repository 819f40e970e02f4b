import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { categoryNameKey } from '../../../shared/categories.js';

// Issue 31: category names are one name when the app's key says so (categoryNameKey), on both
// engines. Until now the table's unique index was lower(name), which PostgreSQL folds its own
// way ('Kİt' and 'Kit' are one there, two for the app) and SQLite for A–Z only, so a preview
// could pass a name the import's insert then refused. Each row now stores the app's key, computed
// here in JavaScript on both engines, and the index is on it
// (docs/decisions/040-one-stored-key-for-category-names.md).
//
// The key is imported, not written out: the stored key must be the app's. A later change of the
// fold needs a migration that computes the keys again, as this one does.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

/** The content filed under a category by its name (docs/decisions/014-the-categories-table-is-the-list.md). */
const CONTENT_TABLES = ['tools', 'tutorials', 'workflows', 'prompts'];

export async function up(db: AnyDb): Promise<void> {
  // All or nothing on SQLite too (Kysely runs PostgreSQL's migrations in a transaction only):
  // a failure half-way would leave names changed and items moved, and the column added.
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  await db.schema.alterTable('categories').addColumn('name_key', 'text').execute();
  const rows = (await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; name: string }[];
  // Rows of one key (written before the key was this strict, or around the app) are all kept:
  // the oldest keeps its name, a later one gets a number after it ('Straße (2)') and its items
  // go with it, so nothing is lost and the admin sees both. The numbered names avoid every key
  // the table already has, so no item is moved twice.
  const used = new Set(rows.map((row) => categoryNameKey(row.name)));
  const kept = new Set<string>();
  for (const row of rows) {
    let name = row.name;
    let key = categoryNameKey(name);
    if (kept.has(key)) {
      for (let n = 2; used.has(key); n += 1) {
        name = `${row.name} (${n})`;
        key = categoryNameKey(name);
      }
      used.add(key);
      for (const table of CONTENT_TABLES) {
        await db
          .updateTable(table)
          .set({ category: name })
          .where('category', '=', row.name)
          .execute();
      }
    }
    kept.add(key);
    await db
      .updateTable('categories')
      .set({ name, name_key: key })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.dropIndex('categories_name_unique').execute();
  await db.schema
    .createIndex('categories_name_key_unique')
    .on('categories')
    .unique()
    .column('name_key')
    .execute();
  // SQLite cannot add a NOT NULL column without a default; there the type and the one writer
  // (the tab's definition, features/categories/admin.ts) keep it filled.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table categories alter column name_key set not null`.execute(db);
  }
}

// Renamed rows keep their numbered names: items may have been filed under them since.
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('categories_name_key_unique').execute();
  await db.schema.alterTable('categories').dropColumn('name_key').execute();
  await db.schema
    .createIndex('categories_name_unique')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
}
