import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or its own
 * schema in the PostgreSQL of TEST_DATABASE_URL (how CI runs the suite a second time).
 */
export interface TestDatabase extends DbHandle {
  /**
   * Another connection pool (and change feed) on the same PostgreSQL database, as a second app
   * process would have; absent on SQLite, whose in-memory test database one process owns.
   */
  reopen?: () => DbHandle;
  /** The test file's own PostgreSQL schema; absent on SQLite. */
  schema?: string;
}

/** `migrate: false` leaves the database empty, as a first start finds it. */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    if (migrate) await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: url, pgSchema: schema });
  if (migrate) await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    schema,
    reopen: () => openDatabase({ databaseUrl: url, pgSchema: schema }),
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
