import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../factories.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0031 on accounts written before it (issue 33, decision 050): no order number, and
// the last activity read from the account's sessions' last use (none: null).

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0030-beginner-synonyms');
});
afterAll(() => handle?.close());

describe('0031-operator-columns', () => {
  it('starts last activity from the newest session use and leaves the order number empty', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as 0030 left them
    const db = handle.db as unknown as Kysely<any>;
    const used = buildUser({ username: 'Pernah_Guna', password_hash: 'x' });
    const never = buildUser({ username: 'Tak_Pernah', password_hash: 'x' });
    await db.insertInto('users').values([used, never]).execute();
    const session = (id: string, lastUsed: string | null) => ({
      id,
      user_id: used.id,
      expires_at: '2031-01-01T00:00:00.000Z',
      created_at: '2030-01-01T00:00:00.000Z',
      last_used_at: lastUsed,
    });
    await db
      .insertInto('sessions')
      .values([
        session('s1', '2030-01-05T10:00:00.000Z'),
        session('s2', '2030-01-07T08:30:00.000Z'),
        session('s3', null),
      ])
      .execute();

    await migrateToLatest(handle.db);

    const rows = await handle.db
      .selectFrom('users')
      .select(['username', 'order_number', 'last_active_at'])
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: 'Pernah_Guna', order_number: null, last_active_at: '2030-01-07T08:30:00.000Z' },
      { username: 'Tak_Pernah', order_number: null, last_active_at: null },
    ]);
  });
});
