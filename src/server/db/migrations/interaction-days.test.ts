import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../factories.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0007 on a database that already holds activity (issue 15): each member's repeats of
// one item and kind on one Kuala Lumpur day become one row, the newest, on both engines.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0006-session-recovery');
});
afterAll(() => handle?.close());

describe('0007-interaction-days', () => {
  it('keeps the newest row per member, item, kind and day, gives each its day, and keeps it so', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as 0006 left it
    const db = handle.db as unknown as Kysely<any>;
    const user = buildUser({ password_hash: 'x' });
    await db.insertInto('users').values(user).execute();
    const [tool, prompt] = [randomUUID(), randomUUID()];
    const row = (itemId: string, kind: string, createdAt: string, id = randomUUID()) => ({
      id,
      user_id: user.id,
      item_id: itemId,
      item_type: itemId === tool ? 'tool' : 'prompt',
      interaction_type: kind,
      notes: createdAt,
      created_at: createdAt,
    });
    await db
      .insertInto('interactions')
      .values([
        // 1 June in Kuala Lumpur: three favourites of the tool, one status of it, two copies.
        row(tool, 'favorite', '2025-05-31T16:00:00.000Z'),
        row(tool, 'favorite', '2025-06-01T02:00:00.000Z'),
        row(tool, 'favorite', '2025-06-01T15:59:59.000Z'),
        row(tool, 'status', '2025-06-01T03:00:00.000Z'),
        row(prompt, 'copy', '2025-06-01T04:00:00.000Z', '00000000-0000-4000-8000-000000000001'),
        row(prompt, 'copy', '2025-06-01T04:00:00.000Z', '00000000-0000-4000-8000-000000000002'),
        // 2 June in Kuala Lumpur (16:00 UTC is midnight there).
        row(tool, 'favorite', '2025-06-01T16:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(handle.db);

    const rows = await db
      .selectFrom('interactions')
      .select(['id', 'item_id', 'interaction_type', 'created_at', 'day'])
      .orderBy('created_at')
      .orderBy('interaction_type')
      .execute();
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      {
        item_id: tool,
        interaction_type: 'status',
        created_at: '2025-06-01T03:00:00.000Z',
        day: '2025-06-01',
      },
      {
        item_id: prompt,
        interaction_type: 'copy',
        created_at: '2025-06-01T04:00:00.000Z',
        day: '2025-06-01',
      },
      {
        item_id: tool,
        interaction_type: 'favorite',
        created_at: '2025-06-01T15:59:59.000Z',
        day: '2025-06-01',
      },
      {
        item_id: tool,
        interaction_type: 'favorite',
        created_at: '2025-06-01T16:00:00.000Z',
        day: '2025-06-02',
      },
    ]);
    // Of two rows at the same moment, the one with the greater id stays.
    expect(rows.find((r) => r.interaction_type === 'copy')?.id).toBe(
      '00000000-0000-4000-8000-000000000002',
    );
    // The unique key holds from now on.
    await expect(
      db
        .insertInto('interactions')
        .values({ ...row(tool, 'status', '2025-06-01T09:00:00.000Z'), day: '2025-06-01' })
        .execute(),
    ).rejects.toThrow();
  });
});
