import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 32, real logos (docs/decisions/043-logos-stored-and-served-by-us.md): a tool's logo is
// kept here, its bytes with what they are and where they came from, and served from the app's
// own origin. `tools.logo_url` from now on holds only that address (set with the row here), so
// the lists read it as before. The https addresses admins typed (migration 0010) were loaded by
// members' browsers from third parties: they are dropped; the daily link check finds each
// tool's icon on its own site instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  const t = columnTypes(db);
  await db.schema
    .createTable('tool_logos')
    .addColumn('tool_id', 'text', (c) => c.primaryKey().references('tools.id').onDelete('cascade'))
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // The first characters of the bytes' SHA-256: part of the address, so a new logo is a new
    // address and an old one can be cached for ever.
    .addColumn('hash', 'text', (c) => c.notNull())
    // 'demo', 'upload' or 'site'; where a site's icon was found.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('fetched_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.updateTable('tools').set({ logo_url: null }).where('logo_url', 'is not', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('tool_logos').execute();
}
