import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/connect.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { claimRun } from './claim.js';

// Issue 23: a scheduled job's period is done by one caller only, on either engine, and on
// PostgreSQL by one of several connection pools (as several app processes would hold).

let database: TestDatabase;
const others: DbHandle[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(others.map((handle) => handle.close()));
  await database.close();
});

const now = new Date('2026-11-27T01:00:00.000Z');

describe('claimRun', () => {
  it('gives a period to the first claim only, and each period once', async () => {
    const { db } = database;
    expect(await claimRun(db, 'digest', '2026-W48', now)).toBe(true);
    expect(await claimRun(db, 'digest', '2026-W48', now)).toBe(false);
    expect(await claimRun(db, 'digest', '2026-W49', now)).toBe(true);
    expect(await claimRun(db, 'links', '2026-W48', now)).toBe(true);
    const rows = await db.selectFrom('job_runs').selectAll().orderBy('job').execute();
    expect(rows).toHaveLength(3);
  });

  it('gives a period to exactly one of many claims made at once', async () => {
    const pools = [database.db];
    if (database.reopen) {
      for (let i = 0; i < 2; i += 1) {
        const handle = database.reopen();
        others.push(handle);
        pools.push(handle.db);
      }
    }
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimRun(pools[i % pools.length]!, 'race', 'p1', now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
