// Runs the API test suite against PostgreSQL: each test file gets a database of its own on the
// server of TEST_DATABASE_URL (default: the local "test" database), copied from a template that
// vitest's global setup migrates once (src/server/test/pg-template.ts).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', 'src/server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
