// Runs the API test suite against PostgreSQL: each test file gets its own schema in the
// database of TEST_DATABASE_URL (default: the local "test" database).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
// One file at a time: with two workers at once, a file's migration has failed on PostgreSQL
// ("schema test_… does not exist"; not yet understood), while one worker has always passed.
const result = spawnSync('npx', ['vitest', 'run', 'src/server', '--maxWorkers=1'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
