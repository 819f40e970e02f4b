import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';

// Issue 33: synonym groups from a beginner's own words — a seller of kuih on her phone types
// "fb", "caption", "poster kuih", "wa", "price list" (docs/decisions/048-some-of-the-words.md).
// Added beside the admin's groups (a word in two groups is widened to both), never replacing
// one she edited. Written out here (not imported) so later edits never change this migration.
// A word is matched as a word prefix, so none here is the start of unrelated words ("ad" would
// find "adobe", "menu" "menulis", "post" "poster").

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const GROUPS: string[][] = [
  ['fb', 'facebook', 'muka buku'],
  ['kapsyen', 'caption', 'captions', 'ayat posting', 'ayat hantaran', 'keterangan gambar'],
  ['poster', 'flyer', 'risalah', 'pamflet', 'brosur', 'e poster', 'flaier'],
  [
    'kuih',
    'kuih muih',
    'kek',
    'makanan',
    'biskut',
    'pastri',
    'kudapan',
    'snek',
    'dessert',
    'food',
    'bakeri',
    'kuih raya',
  ],
  ['jualan', 'promosi', 'sale', 'diskaun', 'tawaran', 'offer', 'potongan harga', 'jualan murah'],
  ['whatsapp', 'wa', 'whatsap', 'watsap', 'mesej siaran', 'broadcast', 'wasap'],
  ['iklan', 'ads', 'advert', 'iklan berbayar', 'boost post', 'facebook ads'],
  ['harga', 'price list', 'senarai harga', 'pricelist', 'katalog', 'price'],
  ['pelanggan', 'customer', 'client', 'klien', 'pembeli', 'buyer'],
  ['balas', 'membalas', 'reply', 'respon', 'balas mesej'],
  ['tempahan', 'order', 'pesanan', 'oder', 'booking', 'pre order', 'preorder'],
  ['instagram', 'ig', 'insta'],
  [
    'peniaga',
    'penjual',
    'seller',
    'perniagaan kecil',
    'small business',
    'bisnes kecil',
    'pks',
    'sme',
  ],
  ['kedai', 'shop', 'kedai online', 'online shop', 'shopee', 'lazada'],
  ['gambar produk', 'foto produk', 'product photo', 'product photography'],
];

export async function up(db: AnyDb): Promise<void> {
  const stamp = new Date().toISOString();
  await db
    .insertInto('synonyms')
    .values(
      GROUPS.map((words) => ({
        id: randomUUID(),
        words: JSON.stringify(words),
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .deleteFrom('synonyms')
    .where(
      'words',
      'in',
      GROUPS.map((words) => JSON.stringify(words)),
    )
    .execute();
}
