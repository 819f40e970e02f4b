import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES as M } from '../../../shared/categories.js';
import { buildCategory, buildPrompt, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeAdminCrud } from '../../test/admin-crud.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

let n = 0;
const category = (overrides: object = {}) => ({
  name: `Kategori Ujian ${++n}`,
  description: 'Alat untuk ujian',
  ...overrides,
});

describeAdminCrud(t, {
  resource: 'categories',
  create: () => category({ name: `  Kategori Ujian ${++n}  `, description: '  ' }),
  update: () => category({ name: `Kategori Baharu ${++n}`, description: 'Baharu' }),
  // docs/product.md#categories: name trimmed, an empty description is none.
  created: (body) => ({ name: (body as { name: string }).name.trim(), description: null }),
  updated: (body) => body,
  search: (body) => (body as { name: string }).name.trim(),
  invalidCreate: [
    { name: 'no name', body: category({ name: '' }), field: 'name', message: M.nameRequired },
    {
      name: 'a blank name',
      body: category({ name: '   ' }),
      field: 'name',
      message: M.nameRequired,
    },
    {
      name: 'a name over 100 characters',
      body: category({ name: 'x'.repeat(101) }),
      field: 'name',
      message: 'Must be at most 100 characters',
    },
  ],
  invalidUpdate: [
    { name: 'a blank name', body: category({ name: ' ' }), field: 'name', message: M.nameRequired },
  ],
});

describe('admin categories, docs/decisions/014-the-categories-table-is-the-list.md', () => {
  const categoryOf = async (table: 'tools' | 'tutorials' | 'workflows' | 'prompts', id: string) =>
    (
      await t()
        .db.selectFrom(table)
        .select('category')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).category;

  it('lists categories alphabetically, whatever their case', async () => {
    const admin = await t().admin();
    await t().insert(
      'categories',
      buildCategory,
      { name: 'zz Susun' },
      { name: 'ZA Susun' },
      { name: 'ab Susun' },
    );
    const res = await t().as(admin).get('/api/admin/categories?q=Susun');
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual([
      'ab Susun',
      'ZA Susun',
      'zz Susun',
    ]);
  });

  it('refuses a name already taken, in any case, with 409 and writes nothing', async () => {
    const admin = await t().admin();
    const first = await t()
      .as(admin)
      .post('/api/admin/categories', category({ name: 'Kembar' }));
    expect(first.statusCode).toBe(201);
    const before = await t().db.selectFrom('categories').selectAll().execute();

    const twin = await t()
      .as(admin)
      .post('/api/admin/categories', category({ name: ' KEMBAR ' }));
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.json().error).toMatchObject({
      message: M.nameTaken,
      fields: { name: M.nameTaken },
    });

    // Renaming another category to the taken name is refused the same way.
    const other = (await t().as(admin).post('/api/admin/categories', category())).json();
    const rename = await t()
      .as(admin)
      .put(`/api/admin/categories/${other.id}`, category({ name: 'kembar' }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe(M.nameTaken);
    expect((await t().as(admin).get(`/api/admin/categories/${other.id}`)).json()).toEqual(other);
    expect(await t().db.selectFrom('categories').selectAll().execute()).toHaveLength(
      before.length + 1,
    );

    // The same category may change the case of its own name.
    const own = await t()
      .as(admin)
      .put(`/api/admin/categories/${first.json().id}`, category({ name: 'KEMBAR' }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it.each([
    ['a non-breaking space', 'Penulisan AI', 'Penulisan\u00A0AI'],
    ['other whitespace, doubled', 'Suara Latar', '\u2003Suara \u3000\tLatar\u202F'],
    ['a case variant of an accented name', 'édition', 'ÉDITION'],
    ['a full-width form', 'Reka Bentuk', 'Ｒｅｋａ Ｂｅｎｔｕｋ'],
    ['a zero-width space', 'Kod Pantas', 'Kod\u200B Pantas'],
    // Issue 31: case folded both ways, as PostgreSQL's lower() and people read them.
    ['a dotted capital I', 'Kit Pantas', 'K\u0130T PANTAS'],
    ['a dotless small i', 'Alat Visual', 'Alat V\u0131sual'],
    ['ß written SS', 'Reka Straße', 'REKA STRASSE'],
    ['a final sigma written medial', 'Λόγος AI', 'λόγοσ ai'],
    ['the Kelvin sign for K', 'Kod Kilat', '\u212Aod Kilat'],
  ])(
    'refuses a name that looks the same as one taken (%s), on add and on rename (issue 15)',
    async (_, taken, twin) => {
      const admin = await t().admin();
      const first = await t()
        .as(admin)
        .post('/api/admin/categories', category({ name: taken }));
      expect(first.statusCode, first.body).toBe(201);
      const count = (await t().db.selectFrom('categories').select('id').execute()).length;

      const added = await t()
        .as(admin)
        .post('/api/admin/categories', category({ name: twin }));
      expect(added.statusCode, added.body).toBe(409);
      expect(added.json().error).toMatchObject({
        message: M.nameTaken,
        fields: { name: M.nameTaken },
      });

      const other = (await t().as(admin).post('/api/admin/categories', category())).json();
      const renamed = await t()
        .as(admin)
        .put(`/api/admin/categories/${other.id}`, category({ name: twin }));
      expect(renamed.statusCode, renamed.body).toBe(409);
      expect(renamed.json().error.message).toBe(M.nameTaken);
      expect((await t().as(admin).get(`/api/admin/categories/${other.id}`)).json()).toEqual(other);
      expect(await t().db.selectFrom('categories').select('id').execute()).toHaveLength(count + 1);

      // The category itself may take the other spelling of its own name.
      const own = await t()
        .as(admin)
        .put(`/api/admin/categories/${first.json().id}`, category({ name: twin }));
      expect(own.statusCode, own.body).toBe(200);
    },
  );

  it('stores a name with its whitespace tidied, and refuses one of invisible characters only', async () => {
    const admin = await t().admin();
    const res = await t()
      .as(admin)
      .post('/api/admin/categories', category({ name: '\u00A0Seni\u00A0 \u2009Digital\u00A0' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Seni Digital');

    const invisible = await t()
      .as(admin)
      .post('/api/admin/categories', category({ name: '\u200B\u00A0\u2060' }));
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.fields).toEqual({ name: M.nameRequired });
  });

  it('renames the category on every tool, tutorial, workflow and prompt filed under it, and only those', async () => {
    const admin = await t().admin();
    const created = (
      await t()
        .as(admin)
        .post('/api/admin/categories', category({ name: 'Lama' }))
    ).json();
    const [tool, otherTool] = await t().insertTools({ category: 'Lama' }, { category: 'Writing' });
    const [tutorial, lowerCase] = await t().insert(
      'tutorials',
      buildTutorial,
      { category: 'Lama' },
      { category: 'lama' },
    );
    const [workflow] = await t().insert('workflows', buildWorkflow, { category: 'Lama' });
    const [prompt, otherPrompt] = await t().insert(
      'prompts',
      buildPrompt,
      { category: 'Lama' },
      { category: 'Lama Sekali' },
    );

    const res = await t()
      .as(admin)
      .put(`/api/admin/categories/${created.id}`, category({ name: 'Baharu' }));
    expect(res.statusCode, res.body).toBe(200);

    expect(await categoryOf('tools', tool!.id)).toBe('Baharu');
    expect(await categoryOf('tutorials', tutorial!.id)).toBe('Baharu');
    expect(await categoryOf('workflows', workflow!.id)).toBe('Baharu');
    expect(await categoryOf('prompts', prompt!.id)).toBe('Baharu');
    expect(await categoryOf('tools', otherTool!.id)).toBe('Writing');
    expect(await categoryOf('tutorials', lowerCase!.id)).toBe('lama');
    expect(await categoryOf('prompts', otherPrompt!.id)).toBe('Lama Sekali');

    // Members' filters and counts follow at once.
    const member = await t().member();
    const tools = await t().as(member).get('/api/tools?category=Baharu');
    expect(tools.json().items.map((i: { id: string }) => i.id)).toEqual([tool!.id]);
    const summary = (await t().as(member).get('/api/categories'))
      .json()
      .items.find((c: { name: string }) => c.name === 'Baharu');
    expect(summary.counts).toEqual({ tools: 1, tutorials: 1, workflows: 1 });
  });

  it('a description-only edit leaves the content alone', async () => {
    const admin = await t().admin();
    const created = (
      await t()
        .as(admin)
        .post('/api/admin/categories', category({ name: 'Tetap' }))
    ).json();
    const [tool] = await t().insertTools({ category: 'Tetap' });
    const res = await t()
      .as(admin)
      .put(`/api/admin/categories/${created.id}`, { name: 'Tetap', description: 'Lain' });
    expect(res.statusCode).toBe(200);
    expect(await categoryOf('tools', tool!.id)).toBe('Tetap');
  });

  it('refuses to delete a category in use, saying how many items use it, and changes nothing', async () => {
    const admin = await t().admin();
    const created = (
      await t()
        .as(admin)
        .post('/api/admin/categories', category({ name: 'Sibuk' }))
    ).json();
    await t().insertTools({ category: 'Sibuk' });
    await t().insert('tutorials', buildTutorial, { category: 'Sibuk' });
    await t().insert('prompts', buildPrompt, { category: 'Sibuk' });
    const audits = async () =>
      (
        await t()
          .db.selectFrom('audit_log')
          .select('action')
          .where('target_id', '=', created.id)
          .execute()
      ).map((a) => a.action);

    const res = await t().as(admin).delete(`/api/admin/categories/${created.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(
      'Kategori ini digunakan oleh 3 item. Pindahkan item itu dahulu.',
    );
    expect((await t().as(admin).get(`/api/admin/categories/${created.id}`)).json()).toEqual(
      created,
    );
    expect(await audits()).toEqual(['create']);

    // Once its items have moved, it can go.
    await t().db.deleteFrom('tools').where('category', '=', 'Sibuk').execute();
    await t().db.deleteFrom('tutorials').where('category', '=', 'Sibuk').execute();
    await t().db.deleteFrom('prompts').where('category', '=', 'Sibuk').execute();
    expect((await t().as(admin).delete(`/api/admin/categories/${created.id}`)).statusCode).toBe(
      204,
    );
  });

  it('a new category appears in the members’ list at once', async () => {
    const admin = await t().admin();
    await t()
      .as(admin)
      .post('/api/admin/categories', category({ name: 'Muncul Segera' }));
    const names = (
      await t()
        .as(await t().member())
        .get('/api/categories')
    )
      .json()
      .items.map((c: { name: string }) => c.name);
    expect(names).toContain('Muncul Segera');
  });
});
