import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryNameKey } from '../../../shared/categories.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { isUniqueViolation, onPostgres } from '../helpers.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0023 on a database whose categories were written before the stored key (issue 31):
// every row gets the app's key, computed in JavaScript on both engines; rows of one key are all
// kept, a later one numbered with its items; the key is unique from then on.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0019-report-indexes');
});
afterAll(() => handle?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as 0019 left them
const anyDb = () => handle.db as unknown as Kysely<any>;

const category = (name: string, month: number) => {
  const at = `2024-0${month}-01T00:00:00.000Z`;
  return { id: randomUUID(), name, description: null, created_at: at, updated_at: at };
};
const tool = (category: string) => {
  const at = '2024-05-01T00:00:00.000Z';
  return { id: randomUUID(), name: `Alat ${category}`, category, created_at: at, updated_at: at };
};

describe('0023-category-name-key', () => {
  it("stores the app's key for every category, numbers a later look-alike with its items, and makes the key unique", async () => {
    const db = anyDb();
    // Two names lower() keeps apart on both engines, one name for the key; and a row already
    // holding the number the later one would take.
    const older = category('Reka Straße', 1);
    const later = category('REKA STRASSE', 2);
    const numbered = category('Reka Strasse (2)', 3);
    await db.insertInto('categories').values([older, later, numbered]).execute();
    const tools = [tool(older.name), tool(later.name), tool(numbered.name)];
    await db.insertInto('tools').values(tools).execute();

    await migrateToLatest(handle.db);

    const rows = await handle.db.selectFrom('categories').selectAll().execute();
    // The seed's ten (migration 0003) included: every key is the app's for the name.
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const row of rows) expect(row.name_key).toBe(categoryNameKey(row.name));
    const byId = new Map(rows.map((row) => [row.id, row.name]));
    expect(byId.get(older.id)).toBe('Reka Straße');
    expect(byId.get(later.id)).toBe('REKA STRASSE (3)');
    expect(byId.get(numbered.id)).toBe('Reka Strasse (2)');
    const filed = await handle.db.selectFrom('tools').select(['id', 'category']).execute();
    expect(new Map(filed.map((row) => [row.id, row.category]))).toEqual(
      new Map([
        [tools[0]!.id, 'Reka Straße'],
        [tools[1]!.id, 'REKA STRASSE (3)'],
        [tools[2]!.id, 'Reka Strasse (2)'],
      ]),
    );

    // Unique from now on: a look-alike written directly is refused.
    const twin = { ...category('reka STRASSE', 4), name_key: categoryNameKey('reka STRASSE') };
    const error = await handle.db
      .insertInto('categories')
      .values(twin)
      .execute()
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error), String(error)).toBe(true);
    // PostgreSQL also refuses a row without its key (SQLite cannot add such a column).
    if (onPostgres(handle.db)) {
      await expect(
        db.insertInto('categories').values(category('Tanpa Kunci', 5)).execute(),
      ).rejects.toThrow(/name_key/);
    }
  });
});
