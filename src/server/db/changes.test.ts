import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresChangeFeed } from './changes.js';

// Needs a PostgreSQL server: it runs in `npm run test:api:pg`, which .ci/run runs.
describe.runIf(process.env.TEST_DATABASE_URL)('the change feed on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  afterAll(() => pool.end());

  it('gives its connection back once: one lost after the feed closed is the pool’s to drop', async () => {
    const channel = `feed_${randomBytes(4).toString('hex')}`;
    const feed = postgresChangeFeed(pool, channel);
    feed.subscribe(() => {});
    await feed.ready();
    const { rows } = await pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where query = $1',
      [`listen "${channel}"`],
    );
    expect(rows).toHaveLength(1);
    await feed.close();

    // The connection now idles in the pool; when the server drops it, the pool says so (the
    // feed's own handler once released it a second time, an exception that ended the process).
    const lost = new Promise<Error>((resolve) => pool.once('error', resolve));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    expect((await lost).message).toMatch(/terminat/);
  });
});
