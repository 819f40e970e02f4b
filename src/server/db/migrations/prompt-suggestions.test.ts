import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0029 (issue 33): the suggestions table takes 'prompt' as a type, and keeps its rows,
// its other checks and its list index.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0025-stored-logos');
});
afterAll(() => handle?.close());

const at = '2024-05-01T00:00:00.000Z';
const row = (type: string, status = 'pending') => ({
  id: randomUUID(),
  user_id: null,
  type,
  title: 'Cadangan',
  description: 'Penerangan yang cukup panjang.',
  reason: 'Sebab yang cukup panjang.',
  website: null,
  status,
  created_at: at,
  updated_at: at,
});

describe('0029-prompt-suggestions', () => {
  it('accepts prompt suggestions, keeping the rows there were and the other checks', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as 0025 left them
    const db = handle.db as unknown as Kysely<any>;
    const before = row('workflow', 'approved');
    await db.insertInto('suggestions').values(before).execute();
    await expect(db.insertInto('suggestions').values(row('prompt')).execute()).rejects.toThrow();

    await migrateToLatest(handle.db);

    expect(
      await db.selectFrom('suggestions').selectAll().where('id', '=', before.id).execute(),
    ).toEqual([before]);
    await db.insertInto('suggestions').values(row('prompt')).execute();
    await expect(db.insertInto('suggestions').values(row('video')).execute()).rejects.toThrow();
    await expect(
      db.insertInto('suggestions').values(row('tool', 'lost')).execute(),
    ).rejects.toThrow();
    expect(await db.selectFrom('suggestions').select('type').orderBy('type').execute()).toEqual([
      { type: 'prompt' },
      { type: 'workflow' },
    ]);
  });
});
