import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// A trigram index over the text each list searches (docs/product.md#limits: case-insensitive substring), so a
// search over 100,000 rows reads the index instead of every row. SQLite: an FTS5 table with the
// trigram tokenizer, kept in step by triggers. PostgreSQL: a pg_trgm GIN index on one
// expression, the columns joined by a control character no search contains, so a match never
// spans two columns. Written out here (not imported) so later edits never change this migration.
const INDEXED: Record<string, string[]> = {
  tools: ['name', 'description', 'main_function', 'key_features'],
  tutorials: ['title', 'description', 'instructor', 'category', 'steps'],
  workflows: ['title', 'description', 'goal', 'steps'],
  prompts: ['title', 'description'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = columnTypes(db).timestamp === 'timestamptz';
  // In public, named in full: the extension is one per database, and each app (or test) schema
  // on the search path must find the same operator class.
  if (postgres) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  for (const [table, columns] of Object.entries(INDEXED)) {
    if (postgres) {
      const text = columns.map((c) => `coalesce(${c}, '')`).join(' || chr(31) || ');
      await sql
        .raw(
          `create index ${table}_search_trgm on ${table} using gin (lower(${text}) public.gin_trgm_ops)`,
        )
        .execute(db);
      continue;
    }
    const fts = `${table}_search`;
    const cols = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
      )
      .execute(db);
    const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.rowid, ${values('old')});`;
    const add = `insert into ${fts}(rowid, ${cols}) values (new.rowid, ${values('new')});`;
    await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin ${add} end`).execute(db);
    await sql
      .raw(`create trigger ${fts}_ad after delete on ${table} begin ${remove} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${fts}_au after update on ${table} begin ${remove} ${add} end`)
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = columnTypes(db).timestamp === 'timestamptz';
  for (const table of Object.keys(INDEXED)) {
    if (postgres) await sql.raw(`drop index if exists ${table}_search_trgm`).execute(db);
    else {
      for (const op of ['ai', 'ad', 'au']) {
        await sql.raw(`drop trigger if exists ${table}_search_${op}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  }
}
