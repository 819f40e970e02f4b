import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Dialect } from '../db/connect.js';

/** What a request may not change: the rows of every table, as counts and a digest per table. */
export interface DbSnapshot {
  counts: Record<string, number>;
  digests: Record<string, string>;
}

export interface SnapshotOptions {
  /** Tables left out entirely: bookkeeping a refused request may legitimately write. */
  skipTables?: readonly string[];
  /** Columns left out of a table's digest (its rows are still counted and digested). */
  skipColumns?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What a refused request may still write, left out of "unchanged": `rate_limits`, which refused
 * requests write on purpose (a failed sign-in must count toward the limit), and a session's
 * `expires_at` and `last_used_at`, and its account's `last_active_at` (issue 33), which any
 * signed-in request moves when due, refused or not (auth/sessions.ts).
 * Sessions are still counted and the rest of each session row digested.
 */
export const REFUSAL_MAY_WRITE: SnapshotOptions = {
  skipTables: ['rate_limits'],
  skipColumns: { sessions: ['expires_at', 'last_used_at'], users: ['last_active_at'] },
};

/** The tables that differ between two snapshots, e.g. `tools: 3 → 4 rows`, `users: rows changed`. */
export function snapshotChanges(before: DbSnapshot, after: DbSnapshot): string[] {
  const tables = [...new Set([...Object.keys(before.counts), ...Object.keys(after.counts)])];
  return tables.sort().flatMap((table) => {
    const [was, is] = [before.counts[table], after.counts[table]];
    if (was !== is) return [`${table}: ${was ?? 'no table'} → ${is ?? 'no table'} rows`];
    return before.digests[table] === after.digests[table] ? [] : [`${table}: rows changed`];
  });
}

/**
 * The tables of the test database, as the database itself lists them (so a table added by a
 * later migration is covered without a change here). On SQLite, the FTS5 search tables and
 * their shadow tables are left out: they are an index derived from the content tables, which
 * are digested themselves; so is the search everywhere's index and its queue of content to index
 * (migration 0014), on both engines. On PostgreSQL, only the test file's own schema.
 */
export async function listTables(db: DB, dialect: Dialect): Promise<string[]> {
  const indexes = ['search_entries', 'search_dirty'];
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(db);
    return rows.map((r) => r.name).filter((name) => !indexes.includes(name));
  }
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  const derived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  return rows.map((r) => r.name).filter((name) => !derived(name) && !indexes.includes(name));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** One select per table: its name, row count and its rows as sorted text (or their md5). */
async function tableQuery(db: DB, dialect: Dialect, table: string, skip: readonly string[]) {
  const from = quote(table);
  if (dialect === 'postgres') {
    // The row's own text form, or its JSON without the skipped columns.
    const row = skip.length
      ? `(to_jsonb(x) - array[${skip.map(literal).join(', ')}])::text`
      : 'x::text';
    return (
      `select ${literal(table)} as name, count(*)::int as n, ` +
      `md5(coalesce(string_agg(r, chr(10) order by r), '')) as d ` +
      `from (select ${row} as r from ${from} x) rows`
    );
  }
  const { rows } = await sql<{ name: string; type: string }>`
    select name, type from pragma_table_info(${table}) order by cid`.execute(db);
  // JSON holds no bytes (a logo's): those columns are compared as hex.
  const columns = rows
    .filter((c) => !skip.includes(c.name))
    .map((c) => (c.type.toLowerCase() === 'blob' ? `hex(${quote(c.name)})` : quote(c.name)));
  const row = `json_array(${columns.join(', ')})`;
  return (
    `select ${literal(table)} as name, count(*) as n, ` +
    `coalesce(group_concat(${row}, char(10) order by ${row}), '') as d from ${from}`
  );
}

/**
 * Lists the tables once and returns a function that takes a snapshot in one query: every
 * table's row count and a digest of its rows in a fixed order. Cheap enough to run around
 * every request of a property test.
 */
export async function dbSnapshotter(
  db: DB,
  dialect: Dialect,
  { skipTables = [], skipColumns = {} }: SnapshotOptions = {},
): Promise<() => Promise<DbSnapshot>> {
  const tables = (await listTables(db, dialect)).filter((t) => !skipTables.includes(t));
  const parts = await Promise.all(
    tables.map((table) => tableQuery(db, dialect, table, skipColumns[table] ?? [])),
  );
  const query = sql.raw<{ name: string; n: number; d: string }>(parts.join('\nunion all\n'));
  return async () => {
    const { rows } = await query.execute(db);
    const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name));
    return {
      counts: Object.fromEntries(sorted.map((r) => [r.name, Number(r.n)])),
      digests: Object.fromEntries(
        sorted.map((r) => [r.name, createHash('sha256').update(r.d).digest('hex')]),
      ),
    };
  };
}

/** One snapshot (dbSnapshotter, for many). */
export async function snapshotDb(db: DB, dialect: Dialect, options?: SnapshotOptions) {
  return (await dbSnapshotter(db, dialect, options))();
}

/**
 * A number that moves whenever anything is written: SQLite's count of changed rows on the one
 * connection, or PostgreSQL's next transaction id (any write takes one, in any schema).
 */
async function writeMarker(db: DB, dialect: Dialect): Promise<string> {
  const query =
    dialect === 'postgres'
      ? sql<{ m: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as m`
      : sql<{ m: string }>`select cast(total_changes() as text) as m`;
  const { rows } = await query.execute(db);
  return rows[0]!.m;
}

/**
 * Snapshots for a loop of requests: `current()` takes one only when something was written since
 * the last, so a run of refusals that write nothing costs one cheap query each.
 */
export async function dbWatcher(db: DB, dialect: Dialect, options?: SnapshotOptions) {
  const take = await dbSnapshotter(db, dialect, options);
  let cached: { marker: string; snapshot: DbSnapshot } | null = null;
  return {
    async current(): Promise<DbSnapshot> {
      // Read before the snapshot: a write in between moves the marker, so it is taken again.
      const marker = await writeMarker(db, dialect);
      if (cached?.marker !== marker) cached = { marker, snapshot: await take() };
      return cached.snapshot;
    },
  };
}
