import { createTemplate, dropRunDatabases, TEMPLATE_ENV } from './pg-template.js';

/**
 * Vitest's global setup: on PostgreSQL (TEST_DATABASE_URL), one migrated template database for
 * the run, which each test file copies (test/database.ts); the run's databases are dropped at
 * its end.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const template = await createTemplate(url);
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    await dropRunDatabases(url, template);
  };
}
