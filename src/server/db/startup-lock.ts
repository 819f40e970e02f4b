import { sql } from 'kysely';
import type { DB, DbHandle } from './connect.js';

// The key of the PostgreSQL advisory lock below: any number, the same in every app process.
const STARTUP_LOCK = 4_817_337_264;

/**
 * Runs `steps` while no other app process runs its own start-up steps on the same database.
 * On PostgreSQL, processes started together (behind a load balancer, in a rolling deploy) take
 * turns on a session-level advisory lock, held on the one connection `steps` run on; the next
 * one finds the work done. A SQLite file belongs to one process; each step checks what is
 * there already, so a second start adds nothing.
 */
export async function withStartupLock<T>(
  handle: Pick<DbHandle, 'db' | 'dialect'>,
  steps: (db: DB) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'sqlite') return steps(handle.db);
  return handle.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK)})`.execute(db);
    try {
      return await steps(db);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK)})`.execute(db);
    }
  });
}
