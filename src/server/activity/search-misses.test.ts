import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { flushMisses, listSearchMisses, noteMiss } from './search-misses.js';

// docs/product.md#search-everything: the palette searches while a member types, so the words on
// their way ("chatg", "chatgt") are not counted beside the word they became ("chatgtp").

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('counts the word a member typed, not its beginnings searched on the way', async () => {
  const { db } = database;
  const now = new Date('2026-11-27T01:00:00.000Z');
  for (const typed of ['chatg', 'chatgt', 'chatgtp', 'songkt', 'chatgtp']) noteMiss(db, typed, now);
  await flushMisses(db);
  expect(await listSearchMisses(db, 10)).toEqual([
    { term: 'chatgtp', count: 2, lastSeen: now.toISOString() },
    { term: 'songkt', count: 1, lastSeen: now.toISOString() },
  ]);
});
