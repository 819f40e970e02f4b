import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// The categories table is the one list of categories (docs/decisions/014-the-categories-table-is-the-list.md): the ten of docs/product.md#limits are its
// seed rows, present on every database, demo content or not. Written out here (not imported)
// so later edits elsewhere never change what this migration inserts.
const CATEGORIES: [name: string, description: string][] = [
  [
    'Writing',
    'Alat AI untuk menulis artikel, e-mel dan kandungan media sosial dengan lebih pantas.',
  ],
  [
    'Design',
    'Alat AI untuk menghasilkan imej, poster, logo dan reka bentuk UI tanpa kemahiran grafik.',
  ],
  [
    'Marketing',
    'Alat AI untuk merancang kempen, menulis copy iklan dan mengurus media sosial perniagaan.',
  ],
  [
    'Productivity',
    'Alat AI untuk mencatat nota mesyuarat, mengurus tugasan dan menyiapkan slaid dengan cepat.',
  ],
  ['Research', 'Alat AI untuk mencari maklumat, meringkaskan dokumen dan menyemak sumber rujukan.'],
  [
    'Coding',
    'Alat AI untuk menulis, menyemak dan membaiki kod serta membina aplikasi web dengan mudah.',
  ],
  ['Audio', 'Alat AI untuk menjana suara latar, muzik, podcast dan membersihkan rakaman audio.'],
  [
    'Video',
    'Alat AI untuk menyunting video, menjana klip pendek dan mencipta video avatar pemasaran.',
  ],
  [
    'Automation',
    'Alat AI untuk menghubungkan aplikasi dan mengautomasikan kerja berulang tanpa menulis kod.',
  ],
  ['Agents', 'AI agent yang merancang dan melaksanakan tugasan berbilang langkah bagi pihak anda.'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const [name, description] of CATEGORIES) {
    const exists = await db
      .selectFrom('categories')
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('categories')
      .values({ id: randomUUID(), name, description, created_at: now, updated_at: now })
      .execute();
  }
}

// Categories may have gained content since: going down leaves them in place.
export async function down(): Promise<void> {}
