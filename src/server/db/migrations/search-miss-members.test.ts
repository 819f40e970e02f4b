import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSearchMisses } from '../../activity/search-misses.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0022 on a database that already counted searches that found nothing (issue 31,
// decision 038): the old counts named no member and one member could have made them, so each
// kept term starts again at what is known of it — one member, one day — its last time kept.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0019-report-indexes');
});
afterAll(() => handle?.close());

describe('0022-search-miss-members', () => {
  it('keeps every old term, counted as one member once, with its last time', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as 0019 left it
    const db = handle.db as unknown as Kysely<any>;
    await db
      .insertInto('search_misses')
      .values([
        { term: 'frasa pilihan', count: 2000, last_seen: '2031-01-02T03:00:00.000Z' },
        { term: 'video kahwin', count: 4, last_seen: '2031-01-01T03:00:00.000Z' },
      ])
      .execute();

    await migrateToLatest(handle.db);

    expect(await listSearchMisses({ db: handle.db, limit: 10 })).toEqual([
      { term: 'frasa pilihan', members: 1, count: 1, lastSeen: '2031-01-02T03:00:00.000Z' },
      { term: 'video kahwin', members: 1, count: 1, lastSeen: '2031-01-01T03:00:00.000Z' },
    ]);
  });
});
