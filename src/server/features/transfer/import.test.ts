import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../shared/categories.js';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { TUTORIAL_MESSAGES } from '../../../shared/tutorials.js';
import { buildCategory, buildPrompt, buildTool, buildTutorial } from '../../db/factories.js';
import { TEST_HOST, TEST_ORIGIN, useTestApp } from '../../test/app.js';
import { auditCount } from '../../test/audit.js';
import { snapshotChanges, snapshotDb } from '../../test/db-snapshot.js';

// Issue 23: content imported from CSV or JSON: previewed row by row with the add form's rules,
// then written all or nothing in one transaction with one audit entry; on both engines.

const t = useTestApp();

const TOOL_COLUMNS = ['name', 'category', 'pricing', 'website', 'keyFeatures', 'rating'];
const toolCsv = (rows: string[][]) => stringify([TOOL_COLUMNS, ...rows]);

let n = 0;
const unique = (word: string) => `${word} ${Date.now()}-${(n += 1)}`;

async function toolNamed(name: string) {
  return t().db.selectFrom('tools').selectAll().where('name', '=', name).execute();
}

describe('POST /api/admin/{resource}/import/preview', () => {
  it('says for each row whether it is new, a duplicate or wrong, in the add form words, and writes nothing', async () => {
    const admin = t().as(await t().admin());
    const [existing] = await t().insert('tools', buildTool, { name: unique('Sedia Ada') });
    const fresh = unique('Baru');
    const content = toolCsv([
      [fresh, 'Productivity', 'Free', 'https://a.example', '["Satu"]', '4'],
      [existing!.name.toUpperCase(), 'Productivity', '', '', '', ''],
      ['', 'Productivity', 'Mahal', 'ftp://x', '', '9'],
      [unique('Tiada Kategori'), 'Bukan Kategori', '', '', '', ''],
      [unique('Senarai'), 'Productivity', '', '', 'bukan json', ''],
      [`  ${fresh} `, 'Productivity', '', '', '', ''],
    ]);
    const before = await snapshotDb(t().db, t().dialect);
    const res = await admin.post('/api/admin/tools/import/preview', { format: 'csv', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { row: 1, name: fresh, status: 'new', errors: {} },
      { row: 2, name: existing!.name.toUpperCase(), status: 'duplicate', errors: {} },
      {
        row: 3,
        name: '',
        status: 'invalid',
        errors: {
          name: TOOL_MESSAGES.nameRequired,
          pricing: TOOL_MESSAGES.pricingInvalid,
          website: TOOL_MESSAGES.websiteInvalid,
          rating: TOOL_MESSAGES.ratingAddRange,
        },
      },
      {
        row: 4,
        name: expect.stringContaining('Tiada Kategori'),
        status: 'invalid',
        errors: { category: CATEGORY_MESSAGES.unknown },
      },
      {
        row: 5,
        name: expect.stringContaining('Senarai'),
        status: 'invalid',
        errors: { keyFeatures: 'Mesti senarai JSON yang sah (contohnya ["a","b"])' },
      },
      {
        row: 6,
        name: fresh,
        status: 'invalid',
        errors: { name: 'Nama yang sama seperti baris 1 dalam fail ini' },
      },
    ]);
    expect(res.json().counts).toEqual({ new: 1, duplicate: 1, invalid: 4 });
    expect(snapshotChanges(before, await snapshotDb(t().db, t().dialect))).toEqual([]);
  });

  it('reads JSON files with nested lists checked field by field', async () => {
    const admin = t().as(await t().admin());
    const content = JSON.stringify([
      {
        title: unique('Tutorial JSON'),
        category: 'Productivity',
        description: 'd',
        duration: '5 minit',
        instructor: 'Cikgu',
        youtubeId: 'https://youtu.be/dQw4w9WgXcQ',
        resources: [{ title: 'Laman', url: 'javascript:alert(1)' }],
      },
      'bukan objek',
    ]);
    const res = await admin.post('/api/admin/tutorials/import/preview', {
      format: 'json',
      content,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0].errors).toEqual({
      'resources.0.url': TUTORIAL_MESSAGES.resourceUrlInvalid,
    });
    expect(res.json().rows[1].errors).toEqual({ row: 'Baris ini mesti satu objek.' });
  });

  it("reads each tutorial's video language, 'campur' too, and refuses one it does not know (issue 33)", async () => {
    const admin = t().as(await t().admin());
    const row = (videoLanguage: string) => ({
      title: unique(`Video ${videoLanguage}`),
      category: 'Productivity',
      description: 'd',
      duration: '5 minit',
      instructor: 'Cikgu',
      youtubeId: 'dQw4w9WgXcQ',
      videoLanguage,
    });
    const rows = [row('campur'), row('ms'), row('bm')];
    const preview = await admin.post('/api/admin/tutorials/import/preview', {
      format: 'json',
      content: JSON.stringify(rows),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows.map((r: { errors?: object }) => r.errors ?? {})).toEqual([
      {},
      {},
      { videoLanguage: TUTORIAL_MESSAGES.videoLanguageInvalid },
    ]);
    const csv = stringify([
      ['title', 'category', 'description', 'duration', 'instructor', 'youtubeId', 'videoLanguage'],
      ...rows.slice(0, 2).map((r) => Object.values(r)),
    ]);
    const res = await admin.post('/api/admin/tutorials/import', {
      format: 'csv',
      content: csv,
      duplicates: 'skip',
    });
    expect(res.json()).toEqual({ created: 2, updated: 0, skipped: 0 });
    const stored = await t()
      .db.selectFrom('tutorials')
      .select(['title', 'video_language'])
      .where('title', 'in', [rows[0]!.title, rows[1]!.title])
      .orderBy('title')
      .execute();
    expect(stored).toEqual([
      { title: rows[0]!.title, video_language: 'campur' },
      { title: rows[1]!.title, video_language: 'ms' },
    ]);
  });

  it('refuses a file it cannot read, or of no rows, unknown columns or too many rows, with a clear message', async () => {
    const admin = t().as(await t().admin());
    const cases: [object, number, string][] = [
      [{ format: 'json', content: '[{"name": ' }, 400, 'Fail JSON tidak sah'],
      [{ format: 'json', content: '{"name":"x"}' }, 400, 'Fail JSON mesti satu senarai objek'],
      [{ format: 'csv', content: 'name,category\n"tak tutup,x\n' }, 400, 'Fail CSV tidak sah'],
      [{ format: 'csv', content: 'name,category\n' }, 400, 'tidak mempunyai sebarang baris'],
      [{ format: 'csv', content: 'nama,harga\nx,1\n' }, 400, 'Lajur tidak dikenali: nama, harga'],
      [{ format: 'xml', content: '<x/>' }, 400, 'format must be csv or json'],
      [
        { format: 'json', content: JSON.stringify(Array.from({ length: 10_001 }, () => ({}))) },
        413,
        'Fail ini mempunyai 10,001 baris; had ialah 10,000 baris setiap import.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post('/api/admin/tools/import/preview', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('refuses a body over 10 MB with a clear 413, and takes one of several MB', async () => {
    const admin = t().as(await t().admin());
    const big = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content: `name\n${'x'.repeat(10 * 1024 * 1024)}\n`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(
      'Fail terlalu besar: had import ialah 10 MB. Pecahkan fail kepada beberapa bahagian.',
    );
    // The same sent in pieces, with no length announced: found while read.
    const content = JSON.stringify({ format: 'csv', content: 'x'.repeat(10 * 1024 * 1024) });
    const pieces = Readable.from(content.match(/[^]{1,65536}/g)!);
    const streamed = await t().app.inject({
      method: 'POST',
      url: '/api/admin/tools/import/preview',
      headers: {
        host: TEST_HOST,
        cookie: await t().admin(),
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
      },
      payload: pieces,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(big.json().error.message);
    // Above the app's usual 256 KiB: these routes alone take files.
    const rows = Array.from({ length: 2000 }, (_, i) => [
      `Besar ${i}`,
      'Productivity',
      '',
      '',
      JSON.stringify(['x'.repeat(400)]),
      '',
    ]);
    const fine = await admin.post('/api/admin/tools/import/preview', {
      format: 'csv',
      content: toolCsv(rows),
    });
    expect(fine.statusCode, fine.body.slice(0, 200)).toBe(200);
  });

  it('is for admins only', async () => {
    const body = { format: 'csv', content: 'name\nx\n' };
    for (const path of ['/api/admin/tools/import/preview', '/api/admin/tools/import']) {
      expect((await t().as(null).post(path, body)).statusCode).toBe(401);
      expect(
        (
          await t()
            .as(await t().member())
            .post(path, body)
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe('POST /api/admin/{resource}/import', () => {
  it('leaves the database unchanged when a row in the middle is wrong', async () => {
    const admin = t().as(await t().admin());
    const rows = Array.from({ length: 50 }, (_, i) => [
      unique(`Tengah ${i}`),
      'Productivity',
      '',
      '',
      '',
      '',
    ]);
    rows[25] = [unique('Rosak'), 'Bukan Kategori', '', '', '', ''];
    const before = await snapshotDb(t().db, t().dialect);
    const res = await admin.post('/api/admin/tools/import', {
      format: 'csv',
      content: toolCsv(rows),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toEqual({
      code: 'import_invalid',
      message: '1 baris mempunyai ralat — betulkan fail dan cuba lagi',
      fields: { '26.category': CATEGORY_MESSAGES.unknown },
    });
    expect(snapshotChanges(before, await snapshotDb(t().db, t().dialect))).toEqual([]);
  });

  it('adds new rows and skips or updates duplicates, with one audit entry of the counts', async () => {
    const { user, cookie } = await t().signedIn({ role: 'admin' });
    const admin = t().as(cookie);
    const [old] = await t().insert('tools', buildTool, {
      name: unique('Lama'),
      pricing: 'Paid',
      rating: 3,
    });
    const fresh = unique('Segar');
    const content = toolCsv([
      [fresh, 'Productivity', 'Free', '', '["A"]', '5'],
      [old!.name, 'Productivity', 'Free', '', '["B"]', '4'],
    ]);
    const audits = await auditCount(t().db, 'tools');

    const skip = await admin.post('/api/admin/tools/import', { format: 'csv', content });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json()).toEqual({ created: 1, updated: 0, skipped: 1 });
    expect((await toolNamed(old!.name))[0]).toMatchObject({ pricing: 'Paid', rating: 3 });
    expect(await toolNamed(fresh)).toEqual([
      expect.objectContaining({ pricing: 'Free', rating: 5, key_features: '["A"]' }),
    ]);

    // The fresh tool has no description, which its edit form requires: given now.
    const update = await admin.post('/api/admin/tools/import', {
      format: 'csv',
      content: stringify([
        ['name', 'pricing', 'keyFeatures', 'rating', 'description'],
        [old!.name, 'Free', '["B"]', '4', 'Lama'],
        [fresh, 'Paid', '', '', 'Segar'],
      ]),
      duplicates: 'update',
    });
    expect(update.json()).toEqual({ created: 0, updated: 2, skipped: 0 });
    expect(await toolNamed(old!.name)).toEqual([
      expect.objectContaining({ id: old!.id, pricing: 'Free', rating: 4, key_features: '["B"]' }),
    ]);
    expect(await toolNamed(fresh)).toEqual([
      expect.objectContaining({ pricing: 'Paid', rating: null, key_features: '[]' }),
    ]);

    expect(await auditCount(t().db, 'tools')).toBe(audits + 2);
    const entries = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => [e.action, e.target_type, e.target_id])).toEqual([
      ['import', 'tools', null],
      ['import', 'tools', null],
    ]);
    expect(JSON.parse(entries[1]!.details!)).toEqual({
      before: null,
      after: { created: 0, updated: 2, skipped: 0 },
    });
  });

  it('announces the change, as every admin write does', async () => {
    const admin = t().as(await t().admin());
    await t().changesSettled();
    const heard: string[] = [];
    const off = t().changes.subscribe((event) => heard.push(event.resource));
    try {
      const res = await admin.post('/api/admin/workflows/import', {
        format: 'json',
        content: JSON.stringify([{ title: unique('Aliran'), category: 'Productivity' }]),
      });
      expect(res.statusCode, res.body).toBe(200);
      await t().changesSettled();
      expect(heard).toContain('workflows');
    } finally {
      off();
    }
  });

  it('imports categories, and a renamed case of an existing one updates it and its items', async () => {
    const admin = t().as(await t().admin());
    const [category] = await t().insert('categories', buildCategory, {
      name: unique('kategori kecil'),
    });
    const [tool] = await t().insert('tools', buildTool, { category: category!.name });
    const renamed = category!.name.toUpperCase();
    const fresh = unique('Kategori Baru');
    const res = await admin.post('/api/admin/categories/import', {
      format: 'json',
      content: JSON.stringify([{ name: renamed, description: 'Besar' }, { name: fresh }]),
      duplicates: 'update',
    });
    expect(res.json()).toEqual({ created: 1, updated: 1, skipped: 0 });
    const after = await t()
      .db.selectFrom('tools')
      .select('category')
      .where('id', '=', tool!.id)
      .executeTakeFirstOrThrow();
    expect(after.category).toBe(renamed);
    const made = await t()
      .db.selectFrom('categories')
      .select('name')
      .where('name', '=', fresh)
      .execute();
    expect(made).toHaveLength(1);
  });

  it('gives back what it was given: export, then import updating duplicates, leaves the data the same', async () => {
    const admin = t().as(await t().admin());
    // Every kind of field: lists of objects, flags, numbers, empty ones, formula-like text.
    // Issue 33: the third video language, 'campur', goes out and comes back as it is.
    await t().insert('tutorials', buildTutorial, {
      title: unique('Pusingan Campur'),
      video_language: 'campur',
    });
    await t().insert('tutorials', buildTutorial, {
      title: unique('Pusingan'),
      captions: 0,
      video_language: 'ms',
      steps: [{ title: '=Langkah', description: 'Baris\nkedua, "petik"', tools: ['ChatGPT'] }],
      resources: [{ title: 'Laman', url: 'https://contoh.example/a?b=1' }],
    });
    // Steps as the add form writes them (the factory's are the older shape, without prompts).
    const workflow = await admin.post('/api/admin/workflows', {
      title: unique('Pusingan'),
      category: 'Productivity',
      steps: [{ task: 'Tulis', description: '@huraian', tools: ['ChatGPT'], prompts: ['=A1'] }],
    });
    expect(workflow.statusCode, workflow.body).toBe(201);
    await t().insert('prompts', buildPrompt, {
      title: unique('Pusingan'),
      image_url: 'https://contoh.example/a.png',
      tags: ['-satu', 'dua'],
      usage_tips: ['+tip'],
    });
    await t().insert('tools', buildTool, { name: unique('Pusingan'), rating: null });
    // Two tools of one name, told apart by their other fields; text starting with apostrophes.
    const twin = unique('Pusingan Kembar');
    await t().insert(
      'tools',
      buildTool,
      { name: twin, website: 'https://satu.example', created_at: '2026-01-01T00:00:00.000Z' },
      { name: twin, website: 'https://dua.example', main_function: "'=A1", description: "''-x" },
    );
    for (const resource of ['tools', 'tutorials', 'workflows', 'prompts', 'categories']) {
      for (const format of ['csv', 'json']) {
        // The items of this test (others' items may be ones the edit form would refuse).
        const q = resource === 'categories' ? '' : '&q=Pusingan';
        const exported = await admin.get(`/api/admin/${resource}/export?format=${format}${q}`);
        expect(exported.statusCode).toBe(200);
        const content = exported.body;
        if (q) expect(content).toContain('Pusingan');
        const before = await snapshotDb(t().db, t().dialect, {
          skipTables: ['audit_log'],
          skipColumns: { [resource]: ['updated_at'] },
        });
        const res = await admin.post(`/api/admin/${resource}/import`, {
          format,
          content,
          duplicates: 'update',
        });
        expect(res.statusCode, `${resource} ${format}: ${res.body.slice(0, 500)}`).toBe(200);
        expect(res.json().created).toBe(0);
        const after = await snapshotDb(t().db, t().dialect, {
          skipTables: ['audit_log'],
          skipColumns: { [resource]: ['updated_at'] },
        });
        expect(snapshotChanges(before, after), `${resource} ${format}`).toEqual([]);
      }
    }
  });
});
