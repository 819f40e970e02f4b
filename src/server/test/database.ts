import { openDatabase, type DbHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseUrl, newTestDatabaseName, TEMPLATE_ENV, withAdmin } from './pg-template.js';

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a database of
 * its own on the PostgreSQL server of TEST_DATABASE_URL (how CI runs the suite a second time),
 * copied from the run's migrated template (test/pg-template.ts).
 */
export interface TestDatabase extends DbHandle {
  /**
   * Another connection pool (and change feed) on the same PostgreSQL database, as a second app
   * process would have; absent on SQLite, whose in-memory test database one process owns.
   */
  reopen?: () => DbHandle;
}

/** `migrate: false` leaves the database empty, as a first start finds it. */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    if (migrate) await migrateToLatest(handle.db);
    return handle;
  }
  const template = process.env[TEMPLATE_ENV];
  if (!template) {
    throw new Error(
      `TEST_DATABASE_URL is set but no ${TEMPLATE_ENV}: run through vitest.config.ts`,
    );
  }
  const name = newTestDatabaseName(template);
  await withAdmin(url, (client) =>
    client.query(`create database ${name} template ${migrate ? template : 'template0'}`),
  );
  const own = databaseUrl(url, name);
  const handle = openDatabase({ databaseUrl: own });
  return {
    ...handle,
    reopen: () => openDatabase({ databaseUrl: own }),
    close: async () => {
      await handle.close();
      await withAdmin(url, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}
