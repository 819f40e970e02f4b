import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { columnTypes } from './column-types.js';

// Issue 22: the one search over all content (the command palette), forgiving where the lists'
// search (0004) is exact. Written out here (not imported) so later edits never change this
// migration.
//
// - search_entries: one row per tool, tutorial, workflow and prompt, its name and text folded by
//   the app (shared/search.ts foldText), so both engines compare the same words. A word index
//   over them: FTS5 on SQLite, GIN tsvectors ('simple': no stemming, no stop words) on
//   PostgreSQL. Name, the line saying what it is about, and the rest are their own columns in
//   FTS5; PostgreSQL has an index per scope searched (the name, with the line, with the rest).
// - search_dirty: what changed since it was indexed, marked by triggers on the content tables
//   (every way of writing content, not only the admin's), indexed by the app on its next search.
// - synonyms: the admin's synonym groups, starting with DEFAULT_GROUPS.
// - search_misses: searches that found nothing (folded term, count, last seen; no member).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

/** The content kinds, their tables and the columns whose change changes what search sees. */
const WATCHED: Record<string, { table: string; columns: string[] }> = {
  tool: {
    table: 'tools',
    columns: ['name', 'main_function', 'description', 'category', 'key_features'],
  },
  tutorial: {
    table: 'tutorials',
    columns: ['title', 'description', 'instructor', 'category', 'steps'],
  },
  workflow: { table: 'workflows', columns: ['title', 'goal', 'description', 'category', 'steps'] },
  prompt: {
    table: 'prompts',
    columns: ['title', 'description', 'category', 'tags', 'prompt_text'],
  },
};

/** PostgreSQL's text of each scope; service.ts must write the same expressions. */
const PG_SCOPES = {
  name: 'name',
  about: "name || ' ' || about",
  all: "name || ' ' || about || ' ' || body",
};

/**
 * Malay ↔ English and everyday words ↔ the content's words. Each line is one group; a phrase
 * of several words matches those words in that order.
 */
const DEFAULT_GROUPS: string[][] = [
  ['gambar', 'foto', 'imej', 'image', 'picture', 'photo', 'ilustrasi'],
  ['slaid', 'slide', 'pembentangan', 'presentation', 'powerpoint', 'pitch deck'],
  ['video pendek', 'reel', 'reels', 'shorts', 'tiktok', 'short video'],
  ['jawab pelanggan', 'khidmat pelanggan', 'customer service', 'sokongan pelanggan', 'chatbot'],
  ['video', 'klip', 'filem', 'footage'],
  ['suara', 'voice', 'audio', 'bunyi', 'sebutan'],
  ['muzik', 'lagu', 'music', 'song'],
  ['tulis', 'menulis', 'penulisan', 'writing', 'karang', 'copywriting'],
  ['esei', 'essay', 'karangan', 'artikel', 'article'],
  ['terjemah', 'terjemahan', 'translate', 'translation', 'alih bahasa'],
  ['ringkas', 'ringkasan', 'rumusan', 'summary', 'summarize', 'summarise'],
  ['kod', 'code', 'coding', 'pengaturcaraan', 'programming', 'aturcara'],
  ['laman web', 'website', 'web', 'tapak web', 'landing page'],
  ['aplikasi', 'app', 'apps', 'application'],
  ['emel', 'email', 'e mel', 'mel'],
  ['surat', 'letter', 'surat rasmi'],
  ['resume', 'cv', 'resumé', 'curriculum vitae'],
  ['temuduga', 'temu duga', 'interview'],
  ['kerja', 'pekerjaan', 'job', 'career', 'kerjaya'],
  ['jualan', 'jual', 'sales', 'selling', 'berniaga'],
  ['perniagaan', 'bisnes', 'business', 'usahawan', 'entrepreneur', 'syarikat'],
  ['pemasaran', 'marketing', 'promosi', 'iklan', 'ads', 'advertising'],
  ['media sosial', 'social media', 'facebook', 'instagram', 'hantaran', 'posting'],
  ['kapsyen', 'caption', 'captions', 'sari kata', 'subtitle'],
  ['logo', 'jenama', 'brand', 'branding'],
  ['reka bentuk', 'rekaan', 'design', 'grafik', 'graphic'],
  ['poster', 'risalah', 'flyer', 'banner', 'sepanduk'],
  ['data', 'analisis', 'analysis', 'analytics', 'statistik'],
  ['hamparan', 'spreadsheet', 'excel', 'sheets', 'jadual'],
  ['kajian', 'penyelidikan', 'research', 'selidik'],
  ['belajar', 'pembelajaran', 'learning', 'study', 'ulang kaji', 'tutorial'],
  ['pelajar', 'student', 'murid', 'siswa'],
  ['guru', 'cikgu', 'teacher', 'pendidik', 'pensyarah'],
  ['kelas', 'class', 'kursus', 'course'],
  ['soalan', 'question', 'kuiz', 'quiz', 'ujian'],
  ['jawapan', 'answer', 'jawab'],
  ['mesyuarat', 'meeting', 'perjumpaan', 'minit mesyuarat', 'minutes'],
  ['nota', 'notes', 'catatan'],
  ['dokumen', 'document', 'docs', 'fail', 'file'],
  ['pdf', 'dokumen pdf'],
  ['produktiviti', 'productivity', 'produktif', 'cekap'],
  ['jadual waktu', 'schedule', 'kalendar', 'calendar', 'temujanji'],
  ['automasi', 'automation', 'automate', 'automatik'],
  ['carian', 'cari', 'search', 'enjin carian'],
  ['sembang', 'chat', 'bual', 'perbualan', 'chatbot'],
  ['pembantu', 'assistant', 'asisten', 'pembantu maya'],
  ['percuma', 'free', 'free plan', 'tanpa bayaran'],
  ['berbayar', 'paid', 'langganan', 'subscription'],
  ['harga', 'price', 'pricing', 'kos', 'cost'],
  ['kewangan', 'finance', 'akaun', 'accounting', 'belanjawan', 'bajet', 'budget'],
  ['cukai', 'tax', 'lhdn'],
  ['undang undang', 'legal', 'kontrak', 'contract', 'perjanjian'],
  ['kesihatan', 'health', 'perubatan', 'medical'],
  ['resipi', 'recipe', 'masakan', 'cooking', 'makanan'],
  ['pelancongan', 'travel', 'percutian', 'holiday', 'trip'],
  ['idea', 'ideas', 'ilham', 'inspirasi', 'brainstorm', 'sumbang saran'],
  ['cerita', 'story', 'kisah', 'storytelling', 'naratif'],
  ['buku', 'book', 'ebook', 'e book'],
  ['animasi', 'animation', 'kartun', 'cartoon'],
  ['avatar', 'watak', 'character', 'persona'],
  ['suntingan', 'sunting', 'edit', 'editing', 'penyuntingan'],
  ['tatabahasa', 'grammar', 'ejaan', 'spelling', 'semak bahasa'],
  ['bahasa melayu', 'malay', 'bm', 'melayu'],
  ['bahasa inggeris', 'english', 'bi', 'inggeris'],
  ['arahan', 'prompt', 'prompts', 'perintah'],
  ['templat', 'template', 'templates', 'contoh'],
  ['pemula', 'beginner', 'asas', 'basic', 'newbie'],
  ['lanjutan', 'advanced', 'mahir', 'pakar', 'expert'],
  ['transkrip', 'transcript', 'transkripsi', 'transcription'],
  ['podcast', 'siar audio', 'siaran'],
  ['youtube', 'vlog', 'saluran', 'channel'],
  ['seo', 'kata kunci', 'keyword', 'keywords'],
  ['produk', 'product', 'barang', 'barangan'],
  ['kedai', 'shop', 'store', 'ecommerce', 'e dagang', 'shopee', 'lazada'],
  ['laporan', 'report', 'reports'],
  ['keselamatan', 'security', 'privasi', 'privacy'],
];

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const postgres = t.timestamp === 'timestamptz';

  await db.schema
    .createTable('search_entries')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    // Folded (shared/search.ts); compared byte by byte, so a name's prefix is a range of the index.
    .addColumn('name', 'text', (c) =>
      postgres ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull(),
    )
    // What the item is about in a line (a tool's main function, a workflow's goal), then the rest.
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('source_updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('search_entries_item', ['kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('search_entries_kind_name')
    .on('search_entries')
    .columns(['kind', 'name'])
    .execute();

  if (postgres) {
    // One index per scope a search reads (the name; the name and its line; everything), so no
    // match needs the row read again to check a weight.
    for (const [scope, text] of Object.entries(PG_SCOPES)) {
      await sql
        .raw(
          `create index search_entries_${scope} on search_entries using gin ((to_tsvector('simple', ${text})))`,
        )
        .execute(db);
    }
  } else {
    await sql
      .raw(
        `create virtual table search_entries_fts using fts5(kind, name, about, body, ` +
          // Prefix indexes: a search of one to three letters reads one list, not every word's.
          `content='search_entries', content_rowid='id', tokenize='unicode61', prefix='1 2 3')`,
      )
      .execute(db);
    const cols = 'kind, name, about, body';
    const remove = `insert into search_entries_fts(search_entries_fts, rowid, ${cols}) values ('delete', old.id, old.kind, old.name, old.about, old.body);`;
    const add = `insert into search_entries_fts(rowid, ${cols}) values (new.id, new.kind, new.name, new.about, new.body);`;
    await sql
      .raw(`create trigger search_entries_ai after insert on search_entries begin ${add} end`)
      .execute(db);
    await sql
      .raw(`create trigger search_entries_ad after delete on search_entries begin ${remove} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger search_entries_au after update on search_entries begin ${remove} ${add} end`,
      )
      .execute(db);
  }

  await db.schema
    .createTable('search_dirty')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .execute();

  if (postgres) {
    await sql
      .raw(
        `create function search_mark_dirty() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             insert into search_dirty (kind, item_id) values (tg_argv[0], old.id);
           else
             insert into search_dirty (kind, item_id) values (tg_argv[0], new.id);
           end if;
           return null;
         end $$ set search_path from current`,
      )
      .execute(db);
  }
  for (const [kind, { table, columns }] of Object.entries(WATCHED)) {
    if (postgres) {
      await sql
        .raw(
          `create trigger ${table}_search_dirty after insert or delete or update of ${columns.join(', ')} ` +
            `on ${table} for each row execute function search_mark_dirty('${kind}')`,
        )
        .execute(db);
    } else {
      const mark = (row: string) =>
        `begin insert into search_dirty (kind, item_id) values ('${kind}', ${row}.id); end`;
      await sql
        .raw(`create trigger ${table}_search_dirty_ai after insert on ${table} ${mark('new')}`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_search_dirty_ad after delete on ${table} ${mark('old')}`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_search_dirty_au after update of ${columns.join(', ')} on ${table} ${mark('new')}`,
        )
        .execute(db);
    }
    // What is there already is indexed on the first search (or at start).
    await sql
      .raw(`insert into search_dirty (kind, item_id) select '${kind}', id from ${table}`)
      .execute(db);
  }

  await db.schema
    .createTable('synonyms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  const stamp = new Date().toISOString();
  await db
    .insertInto('synonyms')
    .values(
      DEFAULT_GROUPS.map((words) => ({
        id: randomUUID(),
        words: JSON.stringify(words),
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();

  await db.schema
    .createTable('search_misses')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_seen', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_misses_last_seen')
    .on('search_misses')
    .column('last_seen')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = columnTypes(db).timestamp === 'timestamptz';
  for (const { table } of Object.values(WATCHED)) {
    if (postgres)
      await sql.raw(`drop trigger if exists ${table}_search_dirty on ${table}`).execute(db);
    else {
      for (const op of ['ai', 'ad', 'au']) {
        await sql.raw(`drop trigger if exists ${table}_search_dirty_${op}`).execute(db);
      }
    }
  }
  if (postgres) await sql`drop function if exists search_mark_dirty()`.execute(db);
  else await sql`drop table if exists search_entries_fts`.execute(db);
  for (const table of ['search_misses', 'synonyms', 'search_dirty', 'search_entries']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
