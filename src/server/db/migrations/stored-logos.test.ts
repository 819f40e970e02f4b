import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0025 (issue 32): the https logo addresses admins typed, which members' browsers
// loaded from third parties, are dropped; logos are kept in tool_logos from then on.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0023-category-name-key');
});
afterAll(() => handle?.close());

describe('0025-stored-logos', () => {
  it('drops typed logo addresses and keeps logos, gone with their tool', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as 0023 left them
    const db = handle.db as unknown as Kysely<any>;
    const at = '2024-05-01T00:00:00.000Z';
    const id = randomUUID();
    await db
      .insertInto('tools')
      .values({
        id,
        name: 'Alat Lama',
        logo_url: 'https://cdn.example/logo.png',
        created_at: at,
        updated_at: at,
      })
      .execute();

    await migrateToLatest(handle.db);

    const tool = await handle.db
      .selectFrom('tools')
      .select('logo_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tool.logo_url).toBeNull();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await handle.db
      .insertInto('tool_logos')
      .values({
        tool_id: id,
        bytes,
        content_type: 'image/png',
        size: 4,
        hash: 'h',
        source: 'upload',
        source_url: null,
        fetched_at: at,
      })
      .execute();
    const kept = await handle.db
      .selectFrom('tool_logos')
      .select('bytes')
      .where('tool_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(kept.bytes).equals(bytes)).toBe(true);
    await handle.db.deleteFrom('tools').where('id', '=', id).execute();
    expect(await handle.db.selectFrom('tool_logos').selectAll().execute()).toEqual([]);
  });
});
