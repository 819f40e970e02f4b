// The benchmark database: 100,000 tools and the rest (content.ts), loaded in bulk with prepared
// multi-row inserts in one transaction. On SQLite the file under data/bench/ is kept and reused
// while the generator and the migrations are unchanged; on PostgreSQL (DATABASE_URL) a database
// of our own is created for the run and dropped when the run ends, however it ends.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords.js';
import { SESSION_COOKIE, createSession } from '../src/server/auth/sessions.js';
import { openDatabase, type DB } from '../src/server/db/connect.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { indexAllMarkedContent } from '../src/server/db/word-search/index-entries.js';
import * as content from './content.js';
import { atCleanup, log } from './processes.js';

export const SQLITE_DIR = path.resolve('data/bench/sqlite');
const MARKER_KEY = 'bench_generator';
const MIGRATIONS_DIR = 'src/server/db/migrations';

/**
 * What the data was made by: the generator's version and the migrations' source. A migration
 * edited in place (before release) changes no version number, so its text is part of the mark.
 */
function marker() {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return `${content.GENERATOR_VERSION} ${hash.digest('hex').slice(0, 16)}`;
}

type Row = Record<string, unknown>;
/** Runs one statement with positional values; `key` names a statement worth preparing once. */
type Run = (key: string, text: string, values: unknown[]) => Promise<void>;

export interface BenchData {
  /** What the server needs to open this database. */
  env: Record<string, string>;
  engine: 'sqlite' | 'postgres';
  /** The benchmark member's session, as a Cookie header. */
  cookie: string;
  toolIds: string[];
  /**
   * Tools whose page the browser figures open (Lighthouse, the first answer): ones the member has
   * not saved, so a favourite button's first press saves it; each first-answer run takes its own.
   */
  pageToolIds: string[];
  /** The favourite toggle's members, each with a tutorial it adds and removes. */
  toggleWriters: { cookie: string; itemId: string }[];
  categories: string[];
  /** Seconds spent generating, or null when an existing database was reused. */
  generatedSeconds: number | null;
}

export async function prepareData(databaseUrl: string | undefined): Promise<BenchData> {
  return databaseUrl ? preparePostgres(databaseUrl) : prepareSqlite();
}

async function prepareSqlite(): Promise<BenchData> {
  const file = path.join(SQLITE_DIR, 'habai.sqlite');
  const reuse = readMarker(file) === marker();
  // An old, half-built or other-schema file: start again from nothing rather than patch it.
  if (!reuse) fs.rmSync(SQLITE_DIR, { recursive: true, force: true });
  const handle = openDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  let generatedSeconds: number | null = null;
  if (!reuse) {
    const raw = new SQLite(file);
    try {
      raw.pragma('foreign_keys = ON');
      const statements = new Map<string, SQLite.Statement>();
      const run: Run = async (key, text, values) => {
        let statement = statements.get(key);
        if (!statement) statements.set(key, (statement = raw.prepare(text)));
        statement.run(values);
      };
      generatedSeconds = await timed(async () => {
        raw.exec('begin');
        await fill(run, (n) => Array(n).fill('?').join(', '), 32_000);
        raw.exec('commit');
        raw.pragma('wal_checkpoint(TRUNCATE)');
      });
    } finally {
      raw.close();
    }
  }
  // What any start does after a bulk load (startup.ts): index it for the search everywhere,
  // here so the app's start and its memory at rest are measured as on every later start.
  await indexAllMarkedContent(handle.db);
  const data = await forRun(handle.db);
  await handle.close();
  return {
    ...data,
    engine: 'sqlite',
    env: { DATA_DIR: SQLITE_DIR },
    generatedSeconds,
  };
}

async function preparePostgres(adminUrl: string): Promise<BenchData> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropStale(admin);
  const name = `habai_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  atCleanup(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const handle = openDatabase({ databaseUrl: url.href });
  await migrateToLatest(handle.db);
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  let generatedSeconds: number;
  try {
    const run: Run = async (key, text, values) => {
      await client.query({ name: key, text, values });
    };
    const marks = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => `$${from + i + 1}`).join(', ');
    generatedSeconds = await timed(async () => {
      await client.query('begin');
      // Building the GIN (search) indexes once over the loaded rows beats growing them row by
      // row (the whole load here: 33 s instead of 44 s): drop them, and build them again from
      // their own definitions.
      const { rows: gin } = await client.query<{ indexname: string; indexdef: string }>(
        "select indexname, indexdef from pg_indexes where schemaname = 'public' and indexdef ilike '% using gin %'",
      );
      for (const index of gin) await client.query(`drop index ${index.indexname}`);
      await fill(run, marks, 60_000);
      await client.query(`set maintenance_work_mem = '256MB'`);
      for (const index of gin) await client.query(index.indexdef);
      await client.query('commit');
      // A freshly loaded database has no statistics until autovacuum comes round.
      await client.query('analyze');
    });
  } finally {
    await client.end();
  }
  await indexAllMarkedContent(handle.db);
  const data = await forRun(handle.db);
  await handle.close();
  return { ...data, engine: 'postgres', env: { DATABASE_URL: url.href }, generatedSeconds };
}

/** Databases left by a benchmark that was killed: their process is gone. */
async function dropStale(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'habai\\_bench\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_').at(-1));
    if (pid && isAlive(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The marker of an existing SQLite file, if it has one. */
function readMarker(file: string) {
  if (!fs.existsSync(file)) return undefined;
  const db = new SQLite(file, { readonly: true });
  try {
    const row = db.prepare('select value from app_meta where key = ?').get(MARKER_KEY) as
      { value: string } | undefined;
    return row?.value;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/**
 * Inserts every generated row. `marks(n, from)` writes n placeholders starting after the
 * `from`th value; `maxValues` is the engine's limit of values in one statement.
 */
async function fill(run: Run, marks: (n: number, from: number) => string, maxValues: number) {
  const now = Date.now();
  const insert = async (table: string, rows: Row[]) => {
    const started = Date.now();
    const columns = Object.keys(rows[0] ?? {});
    const perStatement = Math.min(500, Math.floor(maxValues / columns.length));
    for (let at = 0; at < rows.length; at += perStatement) {
      const chunk = rows.slice(at, at + perStatement);
      const tuples = chunk.map((_, i) => `(${marks(columns.length, i * columns.length)})`);
      const text = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`;
      const values = chunk.flatMap((row) => columns.map((c) => row[c] ?? null));
      await run(`${table}_${chunk.length}`, text, values);
    }
    log(`  ${table}: ${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const tools = content.makeTools(now);
  const tutorials = content.makeTutorials(now);
  const workflows = content.makeWorkflows(now);
  const prompts = content.makePrompts(now);
  await insert('tools', tools);
  await insert('tutorials', tutorials);
  await insert('workflows', workflows);
  await insert('prompts', prompts);
  // One real argon2 hash shared by every member: hashing 10,000 would take minutes.
  const passwordHash = await hashPassword('bench-ahli-rahsia');
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const members = content.makeMembers(now, passwordHash, {
    tools: ids(tools),
    tutorials: ids(tutorials),
    workflows: ids(workflows),
    prompts: ids(prompts),
  });
  await insert('users', members.users);
  await insert('favorites', members.favorites);
  await insert('prompt_favorites', members.promptFavorites);
  await insert('tutorial_status', members.tutorialStatus);
  await insert('item_status', members.itemStatus);
  await insert('app_meta', [{ key: MARKER_KEY, value: marker() }]);
}

/** What each run needs afresh: a session for the member, and ids to spread the load over. */
// Enough that none comes near its limit (bench/load.ts gives each connection 20): a quick run
// makes about 10 writes as each, a full one about 35, so several runs an hour stay under it.
const TOGGLE_WRITERS = 2000;

async function forRun(db: DB) {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', content.BENCH_USERNAME)
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, member.id, new Date());
  const toolIds = await db
    .selectFrom('tools')
    .select('id')
    .orderBy(sql`random()`)
    .limit(5000)
    .execute();
  // The favourite toggle's writers: many members (one member's writes are limited to 300 an
  // hour), each adding and removing a tutorial nobody has saved, so every pair succeeds
  // (a pair cut short by a killed run leaves a favourite, which the next run then skips).
  const writers = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'approved')
    .where('username', '!=', content.BENCH_USERNAME)
    .orderBy('username')
    .limit(TOGGLE_WRITERS)
    .execute();
  const toggle = await db
    .selectFrom('tutorials')
    .select('id')
    .where('id', 'not in', (q) =>
      q.selectFrom('favorites').select('item_id').where('item_type', '=', 'tutorial'),
    )
    .orderBy('created_at', 'desc')
    .limit(writers.length)
    .execute();
  const toggleWriters = [];
  for (const [i, writer] of writers.entries()) {
    // Members may share a tutorial: a favourite is one member's.
    const itemId = toggle[i % toggle.length]?.id;
    if (!itemId) break;
    const session = await createSession(db, writer.id, new Date());
    toggleWriters.push({ cookie: `${SESSION_COOKIE}=${session.token}`, itemId });
  }
  const saved = await db
    .selectFrom('favorites')
    .select('item_id')
    .where('user_id', '=', member.id)
    .where('item_type', '=', 'tool')
    .execute();
  const savedIds = new Set(saved.map((r) => r.item_id));
  const pageToolIds = toolIds
    .filter((r) => !savedIds.has(r.id))
    .slice(0, 4)
    .map((r) => r.id);
  if (pageToolIds.length < 4) throw new Error('bench: the member has saved the tools picked');
  const categories = await db.selectFrom('categories').select('name').orderBy('name').execute();
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    toolIds: toolIds.map((r) => r.id),
    pageToolIds,
    toggleWriters,
    categories: categories.map((r) => r.name),
  };
}

async function timed(work: () => Promise<void>) {
  const started = Date.now();
  await work();
  return Math.round((Date.now() - started) / 100) / 10;
}
