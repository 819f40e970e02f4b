import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { isSqliteBusy } from './unavailable.js';

/** What the driver needs of the database: prepared statements (cached, in connect.ts). */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  /** Whether a transaction is open on the connection (better-sqlite3's own answer). */
  readonly inTransaction: boolean;
  close(): void;
}

/** How long a statement waits for another process's write lock before the request gets 503. */
export const SQLITE_LOCK_WAIT_MS = 500;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

/** One holder at a time of SQLite's single connection, in the order they asked. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  async lock() {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
  }

  unlock() {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}

function run(db: StatementSource, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * SQLite's one connection, shared by every request in turn (issue 15). better-sqlite3 waits for
 * a lock on the event loop, so the connection's own busy timeout is 0 and the wait happens here:
 * a statement that finds another process's write lock gives the connection up, pauses without
 * blocking, and tries again until `lockWaitMs` has passed (then SQLITE_BUSY: a 503). Meanwhile
 * other requests read and write as usual. Transactions begin IMMEDIATE, so their wait is at the
 * start, where nothing is held yet, and no statement inside one ever finds the lock taken.
 */
class LockWaitingDriver implements Driver {
  /** Statements now pausing for another process's lock. */
  waiting = 0;
  readonly #mutex = new Mutex();
  readonly #connection: DatabaseConnection;

  constructor(
    private readonly db: StatementSource,
    private readonly lockWaitMs: number,
  ) {
    this.#connection = {
      executeQuery: <R>(query: CompiledQuery) => this.#execute(query) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('streaming is not used on SQLite');
      },
    };
  }

  async #execute(query: CompiledQuery) {
    const deadline = Date.now() + this.lockWaitMs;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        return run(this.db, query);
      } catch (error) {
        // Inside a transaction the lock is ours already; a failed statement there is final.
        if (!isSqliteBusy(error) || this.db.inTransaction || Date.now() + pause > deadline) {
          throw error;
        }
        this.#mutex.unlock();
        this.waiting += 1;
        await sleep(pause).finally(() => (this.waiting -= 1));
        await this.#mutex.lock();
      }
    }
  }

  async init() {}

  async acquireConnection() {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    // A failed commit may have ended the transaction already; its own error is the one to see.
    if (this.db.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.#mutex.unlock();
  }

  async destroy() {
    this.db.close();
  }
}

/** Kysely's SQLite dialect on the lock-waiting driver above. */
export class LockWaitingSqliteDialect extends SqliteDialect {
  #driver: LockWaitingDriver | null = null;

  constructor(
    private readonly source: StatementSource,
    private readonly lockWaitMs = SQLITE_LOCK_WAIT_MS,
  ) {
    super({ database: source as never });
  }

  override createDriver(): Driver {
    this.#driver = new LockWaitingDriver(this.source, this.lockWaitMs);
    return this.#driver;
  }

  /** How many statements are waiting for another process's write lock right now. */
  waitingForLock() {
    return this.#driver?.waiting ?? 0;
  }
}
