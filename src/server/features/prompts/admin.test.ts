import { describe, expect, it } from 'vitest';
import { PROMPT_MESSAGES as M } from '../../../shared/prompts.js';
import { describeAdminCrud } from '../../test/admin-crud.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

let n = 0;
const prompt = (overrides: object = {}) => ({
  title: `Prompt Ujian ${++n}`,
  description: 'Tulis kapsyen Instagram',
  promptText: 'Anda seorang penulis iklan. Tulis 5 kapsyen untuk {produk}.',
  category: 'Marketing',
  difficulty: 'Pertengahan',
  imageUrl: 'https://contoh.my/gambar.png',
  tools: ['ChatGPT', 'Claude', 'ChatGPT', ' '],
  usageTips: ['Tukar {produk}', ''],
  tags: ['kapsyen'],
  ...overrides,
});

describeAdminCrud(t, {
  resource: 'prompts',
  create: () => prompt(),
  update: () => prompt({ title: 'Prompt Dikemaskini', category: '', imageUrl: '', difficulty: '' }),
  // docs/product.md#prompts: tool names deduplicated, blank tips dropped.
  created: (body) => ({ ...body, tools: ['ChatGPT', 'Claude'], usageTips: ['Tukar {produk}'] }),
  // Empty category and image become null; the difficulty defaults to Pemula.
  updated: () => ({
    title: 'Prompt Dikemaskini',
    category: null,
    imageUrl: null,
    difficulty: 'Pemula',
  }),
  search: (body) => (body as { title: string }).title,
  invalidCreate: [
    ...(['title', 'description', 'promptText'] as const).map((field) => ({
      name: `no ${field}`,
      body: prompt({ [field]: '   ' }),
      field,
      message: M.requiredFields,
    })),
    {
      name: 'a data: image',
      body: prompt({ imageUrl: 'data:image/png;base64,AAAA' }),
      field: 'imageUrl',
      message: M.imageUrlInvalid,
    },
  ],
});

describe('Manage Prompts statistics', () => {
  it('counts prompts, distinct categories and those added within 7 days', async () => {
    const admin = await t().admin();
    const stats = () =>
      t()
        .as(admin)
        .get('/api/admin/prompts/stats')
        .then((r) => r.json());
    const before = await stats();
    await t()
      .as(admin)
      .post('/api/admin/prompts', prompt({ category: 'Kategori Baharu Unik' }));
    // A prompt from 8 days ago counts in the total but not this week.
    const old = (
      await t()
        .as(admin)
        .post('/api/admin/prompts', prompt({ category: 'Kategori Baharu Unik' }))
    ).json();
    await t()
      .db.updateTable('prompts')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expect(await stats()).toEqual({
      total: before.total + 2,
      categories: before.categories + 1,
      thisWeek: before.thisWeek + 1,
    });
  });
});
