import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

// The PostgreSQL suite gives each test file a database of its own, copied from one migrated
// template (vitest's global setup makes it once per run). A database apiece, not a schema
// apiece: Kysely's migrator reads the catalogue of every schema in its database, so one file
// dropping its schema while another migrated failed the other ("schema … does not exist"), and
// the suite had to run one file at a time. Copying a template also spares each file the
// migrations.

/** The environment variable through which the global setup names the run's template. */
export const TEMPLATE_ENV = 'HABAI_TEST_PG_TEMPLATE';

/** Every test database's name starts so. */
const TEST_DB_PREFIX = 'habai_t_';

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, name: string) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

const TEMPLATE_SUFFIX = 'template';

/** A test file's database: named after the run's template, so the run's teardown finds it. */
export const newTestDatabaseName = (template: string) =>
  `${template.slice(0, -TEMPLATE_SUFFIX.length)}${randomBytes(6).toString('hex')}`;

/** Makes the run's migrated template database and returns its name. */
export async function createTemplate(url: string) {
  const name = `${TEST_DB_PREFIX}${randomBytes(4).toString('hex')}_${TEMPLATE_SUFFIX}`;
  await withAdmin(url, (client) => client.query(`create database ${name}`));
  const handle = openDatabase({ databaseUrl: databaseUrl(url, name) });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

/** Drops the run's databases: its template and any a test file left behind. */
export async function dropRunDatabases(url: string, template: string) {
  await withAdmin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [template.slice(0, -TEMPLATE_SUFFIX.length)],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
