import { sql, type Kysely } from 'kysely';

// Issue 33: a tutorial's video language is one of 'ms', 'en' or 'campur' (both mixed), and
// members filter the list by it ('Bahasa video'). The column came with migration 0009 ('ms' or
// 'en', default 'en'); a value written around the app is read as what it plainly means
// ('bm', 'melayu' as 'ms'; 'mixed', 'rojak' as 'campur') and anything else as 'en', the column's
// default, so the filter finds every row under one of the three. An index serves the filter in
// the list's default order (newest first).
// docs/decisions/049-video-language-and-one-sign-up-path.md

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const READ_AS: Record<string, 'ms' | 'campur'> = {
  ms: 'ms',
  bm: 'ms',
  melayu: 'ms',
  malay: 'ms',
  campur: 'campur',
  mixed: 'campur',
  rojak: 'campur',
};

export async function up(db: AnyDb): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  const stored = (await db
    .selectFrom('tutorials')
    .select('video_language')
    .distinct()
    .execute()) as { video_language: string }[];
  for (const { video_language: value } of stored) {
    const wanted = READ_AS[value.trim().toLowerCase()] ?? 'en';
    if (wanted === value) continue;
    await db
      .updateTable('tutorials')
      .set({ video_language: wanted })
      .where('video_language', '=', value)
      .execute();
  }
  await db.schema
    .createIndex('tutorials_video_language_created_idx')
    .on('tutorials')
    .expression(sql.raw('video_language, created_at, id'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tutorials_video_language_created_idx').execute();
  // 'campur' did not exist before: the nearest older reading is English.
  await db
    .updateTable('tutorials')
    .set({ video_language: 'en' })
    .where('video_language', '=', 'campur')
    .execute();
}
