import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { buildCategory, buildTool } from '../../db/factories.js';
import { INPUT_GUARD_MESSAGES } from '../../http/input-guard.js';
import { useTestApp } from '../../test/app.js';
import { snapshotChanges, snapshotDb } from '../../test/db-snapshot.js';
import { previewDb } from './check.js';

// Issue 23, after review: what an update changes and by which form's rules, rows of one name,
// what the preview locks, and files refused before they are read whole; on both engines.

const t = useTestApp();

let n = 0;
const unique = (word: string) => `${word} ${Date.now()}-${(n += 1)}`;

const toolNamed = (name: string) =>
  t().db.selectFrom('tools').selectAll().where('name', '=', name).execute();

describe('an import that updates duplicates', () => {
  it('changes only the fields the file gives, and the preview checks the item so changed', async () => {
    const admin = t().as(await t().admin());
    const [tool] = await t().insert('tools', buildTool, {
      name: unique('Separa'),
      website: 'https://kekal.example',
      key_features: ['Kekal'],
      pricing: 'Paid',
      rating: 3,
    });
    const before = (await toolNamed(tool!.name))[0]!;
    const content = stringify([
      ['name', 'category', 'pricing'],
      [tool!.name, 'Productivity', 'Free'],
      // A new row still needs the add form's required fields.
      [unique('Baru Separa'), '', 'Free'],
    ]);
    const preview = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content,
      duplicates: 'update',
    });
    expect(preview.json().rows.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'invalid',
    ]);
    expect(preview.json().rows[1].errors).toEqual({ category: TOOL_MESSAGES.categoryRequired });

    const res = await admin.post('/api/admin/tools/import', {
      format: 'csv',
      content: stringify([
        ['name', 'pricing'],
        [tool!.name, 'Free'],
      ]),
      duplicates: 'update',
    });
    expect(res.json()).toEqual({ created: 0, updated: 1, skipped: 0 });
    const after = (await toolNamed(tool!.name))[0]!;
    expect(after).toEqual({ ...before, pricing: 'Free', updated_at: after.updated_at });

    // A column given empty (CSV) or null (JSON) empties the field, as in the edit form.
    const emptied = await admin.post('/api/admin/tools/import', {
      format: 'json',
      content: JSON.stringify([{ name: tool!.name, website: null, rating: null }]),
      duplicates: 'update',
    });
    expect(emptied.json()).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect((await toolNamed(tool!.name))[0]).toMatchObject({
      website: null,
      rating: null,
      key_features: '["Kekal"]',
      pricing: 'Free',
    });
  });

  it("checks a duplicate with the edit form's rules and a new row with the add form's", async () => {
    const admin = t().as(await t().admin());
    // The edit form requires a description and takes a rating of 0; the add form the reverse.
    const [bare] = await t().insert('tools', buildTool, { name: unique('Tanpa') });
    await t()
      .db.updateTable('tools')
      .set({ description: null })
      .where('id', '=', bare!.id)
      .execute();
    const [rated] = await t().insert('tools', buildTool, { name: unique('Sifar') });
    const fresh = unique('Sifar Baru');
    const content = stringify([
      ['name', 'category', 'rating'],
      [bare!.name, 'Productivity', '4'],
      [rated!.name, 'Productivity', '0'],
      [fresh, 'Productivity', '0'],
    ]);
    const preview = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content,
      duplicates: 'update',
    });
    expect(preview.json().rows.map((r: { errors: object }) => r.errors)).toEqual([
      { description: TOOL_MESSAGES.descriptionRequired },
      {},
      { rating: TOOL_MESSAGES.ratingAddRange },
    ]);
    // What the edit form refuses, the import refuses: nothing stored.
    const put = await admin.put(`/api/admin/tools/${bare!.id}`, {
      name: bare!.name,
      category: 'Productivity',
      rating: 4,
    });
    expect(put.statusCode).toBe(400);
    const snapshot = await snapshotDb(t().db, t().dialect);
    const res = await admin.post('/api/admin/tools/import', {
      format: 'csv',
      content,
      duplicates: 'update',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      '1.description': TOOL_MESSAGES.descriptionRequired,
      '3.rating': TOOL_MESSAGES.ratingAddRange,
    });
    expect(snapshotChanges(snapshot, await snapshotDb(t().db, t().dialect))).toEqual([]);
  });

  it('skips a duplicate on its name alone: its other fields, even a category gone, are not checked', async () => {
    const admin = t().as(await t().admin());
    const [tool] = await t().insert('tools', buildTool, { name: unique('Langkau') });
    const content = stringify([
      ['name', 'category', 'rating'],
      [tool!.name, 'Kategori Sudah Dipadam', '9'],
    ]);
    const preview = await admin.post('/api/admin/tools/import/preview', { format: 'csv', content });
    expect(preview.json().rows).toEqual([
      { row: 1, name: tool!.name, status: 'duplicate', errors: {} },
    ]);
    const res = await admin.post('/api/admin/tools/import', { format: 'csv', content });
    expect(res.json()).toEqual({ created: 0, updated: 0, skipped: 1 });
    // Updating it is checked in full.
    const update = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content,
      duplicates: 'update',
    });
    expect(update.json().rows[0].errors).toEqual({ rating: TOOL_MESSAGES.ratingEditRange });
  });
});

describe('rows of one name', () => {
  it('are matched in order to the items of that name; a row more is refused, saying why', async () => {
    const admin = t().as(await t().admin());
    const name = unique('Kembar');
    await t().insert(
      'tools',
      buildTool,
      { name, pricing: 'Free', created_at: '2026-01-01T00:00:00.000Z' },
      { name, pricing: 'Paid', created_at: '2026-02-01T00:00:00.000Z' },
    );
    // In the tab's order (newest first), as the export lists them.
    const res = await admin.post('/api/admin/tools/import', {
      format: 'json',
      content: JSON.stringify([
        { name, rating: 5 },
        { name, rating: 2 },
      ]),
      duplicates: 'update',
    });
    expect(res.json()).toEqual({ created: 0, updated: 2, skipped: 0 });
    const rows = await toolNamed(name);
    expect(Object.fromEntries(rows.map((r) => [r.pricing, r.rating]))).toEqual({
      Paid: 5,
      Free: 2,
    });
    const three = await admin.post('/api/admin/tools/import/preview', {
      format: 'json',
      content: JSON.stringify([{ name }, { name }, { name }]),
    });
    expect(three.json().rows.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'invalid',
    ]);
    expect(three.json().rows[2].errors.name).toBe(
      'Nama yang sama seperti baris 1 dalam fail ini, dan hanya 2 item sedia ada bernama begini untuk dipadankan',
    );
  });
});

describe('the file itself', () => {
  it('refuses a NUL in any field (JSON escapes too) as a row error, not a server error', async () => {
    const admin = t().as(await t().admin());
    const nul = String.fromCharCode(0);
    for (const resource of ['tools', 'categories']) {
      const content = JSON.stringify([
        { name: unique('Nul'), category: `Produc${nul}tivity`, description: 'd' },
        { name: `${unique('Nul')}${nul}` },
      ]).replace(/"category":[^,]*,/, resource === 'categories' ? '' : '$&');
      expect(content).toContain('\\u0000');
      for (const duplicates of ['skip', 'update']) {
        const preview = await admin.post(`/api/admin/${resource}/import/preview`, {
          format: 'json',
          content,
          duplicates,
        });
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.json().counts.invalid).toBe(resource === 'tools' ? 2 : 1);
        expect(preview.json().rows[1].errors).toEqual({
          name: INPUT_GUARD_MESSAGES.invalidCharacter,
        });
        const res = await admin.post(`/api/admin/${resource}/import`, {
          format: 'json',
          content,
          duplicates,
        });
        expect(res.statusCode, res.body).toBe(422);
      }
    }
    const csv = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content: `name,category\n${unique('Nul')},Produc${nul}tivity\n`,
    });
    // A NUL itself in the file's text is refused at the door (http/input-guard.ts).
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toBe(INPUT_GUARD_MESSAGES.invalidCharacter);
  });

  it('refuses a lone surrogate in any field (issue 31) as a NUL is refused', async () => {
    const admin = t().as(await t().admin());
    // A JSON file's \ud800 escape makes a lone surrogate when read: a row error.
    const content = `[{"name":"${unique('Sur')}","description":"d"},{"name":"${unique('Sur')}\\ud800"},{"name":"${unique('Sur')}","keyFeatures":["a\\udfffb"]}]`;
    expect(content).toContain('\\ud800');
    for (const duplicates of ['skip', 'update']) {
      const preview = await admin.post('/api/admin/tools/import/preview', {
        format: 'json',
        content,
        duplicates,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().rows[1].errors).toEqual({
        name: INPUT_GUARD_MESSAGES.invalidCharacter,
      });
      expect(preview.json().rows[2].errors).toEqual({
        keyFeatures: INPUT_GUARD_MESSAGES.invalidCharacter,
      });
      const res = await admin.post('/api/admin/tools/import', {
        format: 'json',
        content,
        duplicates,
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    // In a CSV file the surrogate is in the request's own text: refused at the door.
    const csv = await admin.post(
      '/api/admin/tools/import/preview',
      `{"format":"csv","content":"name,description\\n${unique('Sur')},a\\ud800b\\n"}`,
      { headers: { 'content-type': 'application/json' } },
    );
    expect(csv.statusCode, csv.body).toBe(400);
    expect(csv.json().error.message).toBe(INPUT_GUARD_MESSAGES.invalidCharacter);
  });

  it('stops reading a CSV file one row past the limit', async () => {
    const admin = t().as(await t().admin());
    // Millions of tiny rows, and past the limit a quote never closed: never reached.
    const content = `name\n${'x\n'.repeat(3_000_000)}"tak tutup\n`;
    const res = await admin.post('/api/admin/tools/import/preview', { format: 'csv', content });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'Fail ini mempunyai lebih daripada 10,000 baris; had ialah 10,000 baris setiap import.',
    );
    // JSON: counted before any row is looked at (an unknown key would be a 400).
    const json = JSON.stringify(Array.from({ length: 10_001 }, () => ({ nama: 'x' })));
    const big = await admin.post('/api/admin/tools/import/preview', {
      format: 'json',
      content: json,
    });
    expect(big.statusCode).toBe(413);
  });

  it('refuses unknown and repeated columns alike in CSV and JSON', async () => {
    const admin = t().as(await t().admin());
    const cases: [string, string, string][] = [
      ['csv', 'name,nama\nx,y\n', 'Lajur tidak dikenali: nama. Lajur yang diterima: name,'],
      [
        'json',
        '[{"name":"x","nama":"y"}]',
        'Lajur tidak dikenali: nama. Lajur yang diterima: name,',
      ],
      ['csv', 'name,name\nx,y\n', 'Lajur berulang: name. Setiap lajur hanya boleh ada sekali.'],
    ];
    for (const [format, content, message] of cases) {
      const res = await admin.post('/api/admin/tools/import/preview', { format, content });
      expect(res.statusCode, `${format} ${content}`).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it("keeps a hand-written file's apostrophes; only our export's guard is taken off", async () => {
    const admin = t().as(await t().admin());
    const text = "'--verbose' is a flag";
    const name = unique('Bendera');
    const content = stringify([
      ['name', 'category', 'mainFunction', 'description'],
      [name, 'Productivity', text, 'd'],
    ]);
    expect(
      (await admin.post('/api/admin/tools/import', { format: 'csv', content })).json(),
    ).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect((await toolNamed(name))[0]!.main_function).toBe(text);
    // Exported (guarded: one apostrophe more) and imported back: the same text.
    const exported = await admin.get(
      `/api/admin/tools/export?format=csv&q=${encodeURIComponent(name)}`,
    );
    expect(exported.body).toContain(`'${text}`);
    const back = await admin.post('/api/admin/tools/import', {
      format: 'csv',
      content: exported.body,
      duplicates: 'update',
    });
    expect(back.json()).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect((await toolNamed(name))[0]!.main_function).toBe(text);
  });
});

describe('the preview', () => {
  it('runs outside any transaction, and its database takes no locks and writes nothing', async () => {
    const admin = t().as(await t().admin());
    const [category] = await t().insert('categories', buildCategory, { name: unique('Pratonton') });
    const transaction = vi.spyOn(t().db, 'transaction');
    try {
      const res = await admin.post('/api/admin/categories/import/preview', {
        format: 'json',
        content: JSON.stringify([{ name: category!.name }, { name: unique('Baru') }]),
        duplicates: 'update',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
    const db = previewDb(t().db);
    const locked = db.selectFrom('categories').selectAll().forUpdate().forShare().compile();
    expect(locked.sql.toLowerCase()).not.toContain(' for ');
    expect(sql`lock table categories in share row exclusive mode`.compile(db).sql).toBe('select 1');
    await expect(
      db.deleteFrom('categories').where('id', '=', category!.id).execute(),
    ).rejects.toThrow('writes nothing');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL does not wait for a category write under way',
    async () => {
      const admin = t().as(await t().admin());
      const [category] = await t().insert('categories', buildCategory, { name: unique('Sibuk') });
      const [tool] = await t().insert('tools', buildTool, { category: category!.name });
      // Another admin's rename holds the category's row and the table's write lock meanwhile.
      await t()
        .db.transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('categories')
            .set({ description: 'sedang disunting' })
            .where('id', '=', category!.id)
            .execute();
          const res = await admin.post('/api/admin/categories/import/preview', {
            format: 'json',
            content: JSON.stringify([{ name: category!.name }, { name: unique('Lain') }]),
            duplicates: 'update',
          });
          expect(res.statusCode, res.body).toBe(200);
          const tools = await admin.post('/api/admin/tools/import/preview', {
            format: 'json',
            content: JSON.stringify([{ name: tool!.name, category: category!.name }]),
            duplicates: 'update',
          });
          expect(tools.json().rows[0].errors).toEqual({});
        });
    },
    8_000,
  );
});
