import { parse } from 'csv-parse/sync';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildCategory, buildPrompt, buildTool, buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

// Issue 23: a tab's content exported as CSV or JSON, the whole table or its search, on both engines.

const t = useTestApp();

const csvRecords = (body: string) =>
  parse(body, { bom: true, columns: true }) as Record<string, string>[];

describe('GET /api/admin/{resource}/export', () => {
  it('exports a tool as the add form takes it, in CSV and JSON, as a download', async () => {
    const admin = t().as(await t().admin());
    const [tool] = await t().insert('tools', buildTool, {
      name: 'Eksport Alat Satu',
      key_features: ['Ringkas', 'Pantas'],
      alternatives: ['Lain, "petik"'],
      rating: 4.5,
    });
    const now = t().clock.current;
    // 17:00 UTC on the 26th is 01:00 on the 27th in Kuala Lumpur: the file is dated there.
    t().clock.current = new Date('2026-11-26T17:00:00.000Z');
    onTestFinished(() => {
      t().clock.current = now;
    });

    const csv = await admin.get('/api/admin/tools/export?format=csv&q=Eksport%20Alat%20Satu');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="hab-ai-tools-2026-11-27.csv"',
    );
    expect(csv.body.startsWith('\uFEFFname,website,mainFunction,description,category,')).toBe(true);
    expect(csvRecords(csv.body)).toEqual([
      {
        name: 'Eksport Alat Satu',
        website: tool!.website,
        mainFunction: tool!.main_function,
        description: tool!.description,
        category: 'Productivity',
        pricing: 'Freemium',
        keyFeatures: '["Ringkas","Pantas"]',
        alternatives: '["Lain, \\"petik\\""]',
        rating: '4.5',
      },
    ]);

    const json = await admin.get('/api/admin/tools/export?format=json&q=Eksport%20Alat%20Satu');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="hab-ai-tools-2026-11-27.json"',
    );
    expect(json.json()).toEqual([
      {
        name: 'Eksport Alat Satu',
        website: tool!.website,
        mainFunction: tool!.main_function,
        description: tool!.description,
        category: 'Productivity',
        pricing: 'Freemium',
        keyFeatures: ['Ringkas', 'Pantas'],
        alternatives: ['Lain, "petik"'],
        rating: 4.5,
      },
    ]);
  });

  it('exports the current search only, or the whole table without one', async () => {
    const admin = t().as(await t().admin());
    const tag = `Tapis${Date.now()}`;
    await t().insert(
      'tutorials',
      buildTutorial,
      { title: `${tag} Satu` },
      { title: `${tag} Dua` },
      { title: 'Lain sama sekali' },
    );
    const some = await admin.get(`/api/admin/tutorials/export?format=json&q=${tag}`);
    expect(
      some
        .json()
        .map((r: { title: string }) => r.title)
        .sort(),
    ).toEqual([`${tag} Dua`, `${tag} Satu`]);
    const all = await admin.get('/api/admin/tutorials/export?format=json');
    const total = await t()
      .db.selectFrom('tutorials')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.json()).toHaveLength(Number(total.n));
    const none = await admin.get('/api/admin/tutorials/export?format=csv&q=tiadasesiapapun');
    expect(csvRecords(none.body)).toEqual([]);
    expect(none.body.split('\n')[0]).toContain('title,category,description');
  });

  it('guards cells a spreadsheet would run as formulas (OWASP), and reads them back unchanged', async () => {
    const admin = t().as(await t().admin());
    await t().insert('prompts', buildPrompt, {
      title: 'Formula ujian',
      description: '=HYPERLINK("http://jahat.example","klik")',
      prompt_text: "'+SUM(A1)",
      tags: ['@tag'],
      tools: ['-x'],
    });
    const res = await admin.get('/api/admin/prompts/export?format=csv&q=Formula%20ujian');
    const [row] = csvRecords(res.body);
    expect(row!.description).toBe('\'=HYPERLINK("http://jahat.example","klik")');
    expect(row!.promptText).toBe("''+SUM(A1)");
    for (const cell of Object.values(row!)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const preview = await admin.post('/api/admin/prompts/import/preview', {
      format: 'csv',
      content: res.body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0]).toMatchObject({ status: 'duplicate', errors: {} });
  });

  it('exports categories alphabetically, as their tab lists them', async () => {
    const admin = t().as(await t().admin());
    const tag = `Abjad${Date.now()}`;
    await t().insert('categories', buildCategory, { name: `${tag} B` }, { name: `${tag} a` });
    const res = await admin.get(`/api/admin/categories/export?format=json&q=${tag}`);
    expect(res.json()).toEqual([
      { name: `${tag} a`, description: null },
      { name: `${tag} B`, description: null },
    ]);
  });

  it('is for admins only, and refuses an unknown format', async () => {
    expect((await t().as(null).get('/api/admin/tools/export')).statusCode).toBe(401);
    expect(
      (
        await t()
          .as(await t().member())
          .get('/api/admin/tools/export')
      ).statusCode,
    ).toBe(403);
    const admin = t().as(await t().admin());
    const res = await admin.get('/api/admin/tools/export?format=xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('format must be csv or json');
  });
});
