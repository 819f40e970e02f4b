import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildTutorial } from '../factories.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// Migration 0026 on tutorials written before it (issue 33, decision 049): the three languages
// stay, a value written around the app is read as what it plainly means, anything else as
// English; rows left without one took the column's default, English.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0025-stored-logos');
});
afterAll(() => handle?.close());

describe('0026-video-languages', () => {
  it('keeps ms and en, reads bm as ms and mixed as campur, and anything else as en', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as 0025 left it
    const db = handle.db as unknown as Kysely<any>;
    const stored: Record<string, string | undefined> = {
      melayu: 'ms',
      inggeris: 'en',
      'ditulis bm': ' BM ',
      'ditulis mixed': 'Mixed',
      'ditulis fr': 'fr',
      'tanpa nilai': undefined,
    };
    for (const [title, language] of Object.entries(stored)) {
      // The factory writes no language: a row without one takes the column's default.
      const row = buildTutorial({ title });
      await db
        .insertInto('tutorials')
        .values(language === undefined ? row : { ...row, video_language: language })
        .execute();
    }

    await migrateToLatest(handle.db);

    const rows = await handle.db
      .selectFrom('tutorials')
      .select(['title', 'video_language'])
      .orderBy('title')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.title, r.video_language]))).toEqual({
      melayu: 'ms',
      inggeris: 'en',
      'ditulis bm': 'ms',
      'ditulis mixed': 'campur',
      'ditulis fr': 'en',
      'tanpa nilai': 'en',
    });
  });
});
