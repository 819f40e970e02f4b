import { describe, expect, it } from 'vitest';
import { TOOL_MESSAGES as M } from '../../../shared/tools.js';
import { describeAdminCrud } from '../../test/admin-crud.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

let n = 0;
const tool = (overrides: object = {}) => ({
  name: `Alat Ujian ${++n}`,
  website: 'https://alat.example.com',
  mainFunction: 'Menulis',
  description: 'Alat untuk menulis',
  category: 'Writing',
  pricing: 'Free',
  rating: 4.5,
  keyFeatures: ['Pantas', '  ', 'Mudah '],
  alternatives: ['', 'ChatGPT'],
  ...overrides,
});

describeAdminCrud(t, {
  resource: 'tools',
  categorized: true,
  itemType: 'tool',
  create: () => tool(),
  update: () => tool({ name: 'Alat Dikemaskini', description: 'Baharu', rating: 0 }),
  // docs/product.md#tools: blank features and alternatives dropped, text trimmed.
  created: (body) => ({
    ...body,
    keyFeatures: ['Pantas', 'Mudah'],
    alternatives: ['ChatGPT'],
  }),
  updated: () => ({ name: 'Alat Dikemaskini', description: 'Baharu', rating: 0 }),
  search: (body) => (body as { name: string }).name,
  invalidCreate: [
    { name: 'no name', body: tool({ name: '  ' }), field: 'name', message: M.nameRequired },
    {
      name: 'no category',
      body: tool({ category: '' }),
      field: 'category',
      message: M.categoryRequired,
    },
    {
      name: 'rating below 1',
      body: tool({ rating: 0.9 }),
      field: 'rating',
      message: M.ratingAddRange,
    },
    {
      name: 'rating above 5',
      body: tool({ rating: 5.1 }),
      field: 'rating',
      message: M.ratingAddRange,
    },
    {
      name: 'rating off the 0.1 steps',
      body: tool({ rating: 4.55 }),
      field: 'rating',
      message: M.ratingStep,
    },
    {
      name: 'a javascript: website',
      body: tool({ website: 'javascript:alert(1)' }),
      field: 'website',
      message: M.websiteInvalid,
    },
    {
      name: 'unknown pricing',
      body: tool({ pricing: 'Murah' }),
      field: 'pricing',
      message: M.pricingInvalid,
    },
  ],
  invalidUpdate: [
    {
      name: 'no description',
      body: tool({ description: '' }),
      field: 'description',
      message: M.descriptionRequired,
    },
    {
      name: 'rating below 0',
      body: tool({ rating: -0.1 }),
      field: 'rating',
      message: M.ratingEditRange,
    },
  ],
});

describe('admin tools, docs/product.md#tools edges', () => {
  it('takes ratings 1 and 5 on add and an empty rating as none', async () => {
    const admin = await t().admin();
    for (const rating of [1, 5, null]) {
      const res = await t().as(admin).post('/api/admin/tools', tool({ rating }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().rating).toBe(rating);
    }
    const res = await t()
      .as(admin)
      .post('/api/admin/tools', tool({ rating: undefined, website: '' }));
    expect(res.json()).toMatchObject({ rating: null, website: null });
  });

  it('shows an added tool to members at once', async () => {
    const admin = await t().admin();
    const created = (
      await t()
        .as(admin)
        .post('/api/admin/tools', tool({ name: 'Alat Baharu Ahli' }))
    ).json();
    const member = await t().member();
    const list = await t().as(member).get('/api/tools?q=Alat%20Baharu%20Ahli');
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([created.id]);
  });

  it('a stored logo reaches the card, the detail page and the dashboard, and the form keeps it (issue 32)', async () => {
    const admin = await t().admin();
    const created = (
      await t()
        .as(admin)
        .post('/api/admin/tools', tool({ name: 'Alat Berlogo' }))
    ).json();
    expect(created.logoUrl).toBeNull();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    const uploaded = await t()
      .as(admin)
      .put(`/api/admin/tools/${created.id}/logo`, svg, {
        headers: { 'content-type': 'image/svg+xml' },
      });
    const { logoUrl } = uploaded.json() as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/media\/logos\//);
    const member = await t().member();
    const list = await t().as(member).get('/api/tools?q=Alat%20Berlogo');
    expect(list.json().items[0]).toMatchObject({ id: created.id, logoUrl });
    const detail = await t().as(member).get(`/api/tools/${created.id}`);
    expect(detail.json().tool.logoUrl).toBe(logoUrl);
    await t().as(member).post('/api/me/favorites', { itemType: 'tool', itemId: created.id });
    const dashboard = await t().as(member).get('/api/me/dashboard');
    expect(dashboard.json().favorites.tools[0]).toMatchObject({ id: created.id, logoUrl });

    // The tool's form has no logo field: saving it leaves the logo as it is.
    const edited = await t()
      .as(admin)
      .put(`/api/admin/tools/${created.id}`, tool({ name: 'Alat Berlogo' }));
    expect(edited.json().logoUrl).toBe(logoUrl);
  });
});
