import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { memoryChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes.js';
import type { Database } from './schema.js';
import { LockWaitingSqliteDialect, SQLITE_LOCK_WAIT_MS } from './sqlite-driver.js';

export type DB = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: DB;
  dialect: Dialect;
  /** Change events between app processes on this database (db/changes.ts). */
  changes: ChangeFeed;
  /** SQLite: statements now waiting for another process's write lock (sqlite-driver.ts). */
  waitingForLock?: () => number;
  close: () => Promise<void>;
}

/**
 * The PostgreSQL driver, loaded only when a PostgreSQL database is opened: a SQLite server never
 * holds it in memory (docs/architecture.md#performance-budgets, memory at rest). Both engines
 * hand times back as ISO strings and counts as numbers, so nothing above this folder needs to
 * know which one it talks to.
 */
let driver: typeof pg | undefined;
function postgresDriver(): typeof pg {
  if (driver) return driver;
  const loaded = createRequire(import.meta.url)('pg') as typeof pg;
  loaded.types.setTypeParser(loaded.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
  loaded.types.setTypeParser(loaded.types.builtins.DATE, (v) => v);
  loaded.types.setTypeParser(loaded.types.builtins.INT8, (v) => Number(v));
  return (driver = loaded);
}

export interface OpenOptions {
  /** postgres://… ; unset means SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** How long a SQLite statement waits for another process's write lock (sqlite-driver.ts). */
  sqliteLockWaitMs?: number;
}

/**
 * How long a request waits for a PostgreSQL connection, new or from the busy pool: a server
 * that is down refuses at once, an unreachable one would answer never. Then the request gets a
 * 503 (db/unavailable.ts) within about the time /readyz gives the database (READY_TIMEOUT_MS).
 */
const PG_CONNECT_TIMEOUT_MS = 2000;
/** TCP keep-alive on PostgreSQL connections: a peer gone without a word is found out. */
const PG_KEEP_ALIVE_DELAY_MS = 10_000;
const ignore = () => {};

export function openDatabase(options: OpenOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new (postgresDriver().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: PG_KEEP_ALIVE_DELAY_MS,
    });
    // A connection lost in an outage emits 'error', which ends the process when nobody listens.
    // Idle in the pool: the pool has dropped it already and emits the error itself. Held by a
    // request: its queries fail (a 503) and the pool drops it on release. Either way the next
    // request opens a new connection, so the app comes back with the database.
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Channels are per database (a test file has a database of its own).
    const changes = postgresChangeFeed(pool, 'habai_changes_public');
    return {
      db,
      dialect: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3 would wait for a lock on the event loop, stalling every request: it does not
  // wait at all, and the driver waits for another process's write lock without blocking
  // (sqlite-driver.ts), then the request answers 503 (http/errors.ts).
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('synchronous = NORMAL');
  // Case-insensitive search beyond ASCII (db/helpers.ts): SQLite's lower() folds A–Z only.
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const dialect = new LockWaitingSqliteDialect(
    withStatementCache(sqlite),
    options.sqliteLockWaitMs ?? SQLITE_LOCK_WAIT_MS,
  );
  const db = new Kysely<Database>({ dialect });
  const changes = memoryChangeFeed();
  return {
    db,
    dialect: 'sqlite',
    changes,
    waitingForLock: () => dialect.waitingForLock(),
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query afresh, which costs as much as running a
 * small one; the same SQL text reuses its prepared statement instead (SQLite re-prepares it
 * by itself after a schema change). Least recently added goes first when the cache is full.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
    get inTransaction() {
      return sqlite.inTransaction;
    },
    close: () => sqlite.close(),
  };
}
