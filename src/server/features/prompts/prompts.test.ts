import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_MESSAGES, type PromptResponse } from '../../../shared/prompts.js';
import { buildPrompt } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = await t().member();
});

const get = (url: string) => t().as(cookie).get(url);
const list = async (query: string) => (await get(`/api/prompts?${query}`)).json();
const titles = (body: { items: PromptResponse[] }) => body.items.map((i) => i.title);

describeMembersOnly(t, {
  calls: async () => {
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    return [
      ...[
        '/api/prompts',
        '/api/prompts/filters',
        `/api/prompts/${prompt!.id}`,
        `/api/prompts/lookup?title=${encodeURIComponent(prompt!.title)}`,
      ].map((url) => ({
        method: 'GET' as const,
        url,
      })),
      { method: 'POST' as const, url: `/api/prompts/${prompt!.id}/copy` },
    ];
  },
  state: () => t().db.selectFrom('interactions').select('id').execute(),
  writes: true,
});

describe('POST /api/prompts/:id/copy (docs/product.md#progress-and-streak: a copy is activity)', () => {
  it('records a copy for the signed-in member only, at the app clock, and it lights the streak', async () => {
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    const { user, cookie: mine } = await t().signedIn();
    const other = await t().createUser();
    t().clock.current = new Date('2025-06-01T09:30:00.000Z');
    try {
      const res = await t()
        .as(mine)
        .post(`/api/prompts/${prompt!.id}/copy`, { userId: other.id, user_id: other.id });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const rows = await t()
        .db.selectFrom('interactions')
        .selectAll()
        .where('item_id', '=', prompt!.id)
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          user_id: user.id,
          item_type: 'prompt',
          interaction_type: 'copy',
          created_at: '2025-06-01T09:30:00.000Z',
        }),
      ]);
      const dashboard = await t().as(mine).get('/api/me/dashboard');
      expect(dashboard.json().streak).toEqual({ days: 1, activeToday: true, longest: 1 });
    } finally {
      t().clock.current = new Date();
    }
  });

  it('answers an unknown prompt with Prompt Tidak Ditemukan and records nothing', async () => {
    const { user, cookie: mine } = await t().signedIn();
    for (const id of [randomUUID(), 'bukan-id']) {
      const res = await t().as(mine).post(`/api/prompts/${id}/copy`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: PROMPT_MESSAGES.notFound });
    }
    const rows = await t()
      .db.selectFrom('interactions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('limits how many copies one member records in an hour', async () => {
    const { user, cookie: mine } = await t().signedIn();
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    for (let i = 0; i < 120; i++) {
      expect((await t().as(mine).post(`/api/prompts/${prompt!.id}/copy`)).statusCode).toBe(204);
    }
    expect((await t().as(mine).post(`/api/prompts/${prompt!.id}/copy`)).statusCode).toBe(429);
    const rows = await t()
      .db.selectFrom('interactions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    // One row per member, item, kind and day (progress/activity.ts), however many were let through.
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/prompts search and filters (docs/product.md#prompts)', () => {
  const tag = randomUUID().slice(0, 8);
  const cat = `Cat-${tag}`;
  const other = `Other-${tag}`;
  beforeAll(async () => {
    await t().insert(
      'prompts',
      buildPrompt,
      {
        title: `E-mel Jualan ${tag}`,
        description: 'Tulis e-mel kepada pelanggan',
        category: cat,
        tools: ['ChatGPT', 'Claude'],
        image_url: 'https://example.com/gambar.png',
        usage_tips: ['Tip satu'],
        tags: ['e-mel'],
      },
      {
        title: `Kapsyen ${tag}`,
        description: 'Kapsyen media SOSIAL',
        category: cat,
        tools: ['Chat'],
        prompt_text: 'Rahsia teks prompt sahaja',
      },
      { title: `Laporan ${tag}`, category: other, tools: ['Gemini', 'ChatGPT'] },
    );
    // Description is optional (docs/product.md#prompts); the factory's seed shape always has one.
    await t()
      .db.updateTable('prompts')
      .set({ description: null })
      .where('title', '=', `Laporan ${tag}`)
      .execute();
  });

  it('lists prompts with exactly what a card and its modal show (no tags or times)', async () => {
    const res = await get(`/api/prompts?q=${tag}&category=${cat}&tool=Claude`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, nextCursor: null });
    expect(res.json().items[0]).toEqual({
      id: expect.any(String),
      title: `E-mel Jualan ${tag}`,
      description: 'Tulis e-mel kepada pelanggan',
      promptText: 'Tulis ringkasan untuk [topik].',
      category: cat,
      difficulty: 'Pemula',
      imageUrl: 'https://example.com/gambar.png',
      tools: ['ChatGPT', 'Claude'],
      usageTips: ['Tip satu'],
    });
    const prompt = (await get(`/api/prompts/${res.json().items[0].id}`)).json();
    expect(prompt).toMatchObject({ tags: ['e-mel'], createdAt: expect.any(String) });
  });

  it('matches title and description case-insensitively, but not the prompt text', async () => {
    expect(titles(await list(`q=e-MEL jualan ${tag}`))).toEqual([`E-mel Jualan ${tag}`]);
    expect(titles(await list(`q=media sosial&category=${cat}`))).toEqual([`Kapsyen ${tag}`]);
    expect(titles(await list(`q=laporan ${tag}`))).toEqual([`Laporan ${tag}`]);
    expect((await list(`q=rahsia teks prompt&category=${cat}`)).total).toBe(0);
    expect((await list(`q=gemini&category=${other}`)).total).toBe(0);
  });

  it('filters by category, and by exact tool name', async () => {
    expect((await list(`category=${cat}`)).total).toBe(2);
    expect(titles(await list(`q=${tag}&tool=Chat`))).toEqual([`Kapsyen ${tag}`]);
    const chatgpt = await list(`q=${tag}&tool=ChatGPT`);
    expect(titles(chatgpt).sort()).toEqual([`E-mel Jualan ${tag}`, `Laporan ${tag}`]);
    expect((await list(`q=${tag}&tool=chatgpt`)).total).toBe(0);
    expect(titles(await list(`category=${other}&tool=ChatGPT`))).toEqual([`Laporan ${tag}`]);
  });

  it('treats "all" as no filter', async () => {
    expect((await list(`q=${tag}&category=all&tool=all`)).total).toBe(3);
  });
});

describe('GET /api/prompts order and paging', () => {
  const category = `Paging-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    await t().insert(
      'prompts',
      buildPrompt,
      ...['satu', 'dua', 'tiga', 'empat', 'lima'].map((title, i) => ({
        title,
        category,
        created_at: new Date(base + i * 1000).toISOString(),
      })),
    );
  });

  it('lists newest first', async () => {
    const body = await list(`category=${category}`);
    expect(titles(body)).toEqual(['lima', 'empat', 'tiga', 'dua', 'satu']);
    expect(body).toMatchObject({ total: 5, nextCursor: null });
  });

  it('pages through every prompt exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = await list(`category=${category}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.total).toBe(cursor ? undefined : 5);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...titles(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['lima', 'empat', 'tiga', 'dua', 'satu']);
  });

  it('accepts the limit edges 1 and 100', async () => {
    const one = await list(`category=${category}&limit=1`);
    expect(titles(one)).toEqual(['lima']);
    expect(one.nextCursor).toEqual(expect.any(String));
    const hundred = await list(`category=${category}&limit=100`);
    expect(hundred.items).toHaveLength(5);
    expect(hundred.nextCursor).toBeNull();
  });
});

describe('GET /api/prompts bad input', () => {
  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['sort=name', 'sort must be one of newest'],
    ['cursor=bukan-kursor', 'cursor is invalid'],
    [`cursor=${Buffer.from('["bukan-masa","x"]').toString('base64url')}`, 'cursor is invalid'],
    [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('%s → 400', async (query, message) => {
    const res = await get(`/api/prompts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('GET /api/prompts/filters', () => {
  it('lists each category and tool once, sorted, leaving out empty ones', async () => {
    const tag = randomUUID().slice(0, 8);
    await t().insert(
      'prompts',
      buildPrompt,
      { category: `Zeta-${tag}`, tools: [`Zed ${tag}`, `alfa ${tag}`] },
      { category: `Alfa-${tag}`, tools: [`Alfa ${tag}`, `Zed ${tag}`] },
      { title: `Tanpa kategori ${tag}`, tools: [] },
      { category: `Alfa-${tag}`, tools: [`beta ${tag}`] },
    );
    await t()
      .db.updateTable('prompts')
      .set({ category: null })
      .where('title', '=', `Tanpa kategori ${tag}`)
      .execute();
    const res = await get('/api/prompts/filters');
    expect(res.statusCode).toBe(200);
    const { categories, tools } = res.json() as { categories: string[]; tools: string[] };
    expect(categories.filter((c) => c.endsWith(tag))).toEqual([`Alfa-${tag}`, `Zeta-${tag}`]);
    expect(tools.filter((n) => n.endsWith(tag))).toEqual([
      `Alfa ${tag}`,
      `alfa ${tag}`,
      `beta ${tag}`,
      `Zed ${tag}`,
    ]);
    expect(categories).not.toContain(null);
    expect(new Set(tools).size).toBe(tools.length);
  });
});

describe('GET /api/prompts/:id', () => {
  it('returns the prompt', async () => {
    const [prompt] = await t().insert('prompts', buildPrompt, {
      title: 'Satu Prompt',
      usage_tips: ['Guna dengan bijak'],
    });
    const res = await get(`/api/prompts/${prompt!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: prompt!.id,
      title: 'Satu Prompt',
      usageTips: ['Guna dengan bijak'],
    });
  });

  it('never passes on an image address that is not https', async () => {
    const rows = await t().insert(
      'prompts',
      buildPrompt,
      { title: `Bahaya ${randomUUID()}`, image_url: 'javascript:alert(1)' },
      { image_url: 'data:image/png;base64,AAAA' },
      { image_url: 'bukan url' },
      { image_url: 'http://example.com/a.png' },
      { image_url: 'https://example.com/a.png' },
    );
    const urls = await Promise.all(
      rows.map(async (r) => (await get(`/api/prompts/${r.id}`)).json().imageUrl),
    );
    expect(urls).toEqual([null, null, null, null, 'https://example.com/a.png']);
    const listed = await list(`q=${encodeURIComponent(rows[0]!.title)}`);
    expect(listed.total).toBe(1);
    expect(listed.items[0].imageUrl).toBeNull();
  });

  it('answers 404 with Prompt Tidak Ditemukan', async () => {
    for (const id of [randomUUID(), 'bukan-id', "'; drop table prompts; --"]) {
      const res = await get(`/api/prompts/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: PROMPT_MESSAGES.notFound });
    }
  });
});

describe('GET /api/prompts/lookup (issue 19: a workflow step names its prompts by title)', () => {
  it('finds the prompt with that exact title, and says so when none has it', async () => {
    const [prompt] = await t().insert('prompts', buildPrompt, { title: 'Kapsyen Jualan Kilat' });
    const res = await get(
      `/api/prompts/lookup?title=${encodeURIComponent(' Kapsyen Jualan Kilat ')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: prompt!.id, promptText: prompt!.prompt_text });
    for (const title of ['Kapsyen Jualan', 'kapsyen jualan kilat x']) {
      const missing = await get(`/api/prompts/lookup?title=${encodeURIComponent(title)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(PROMPT_MESSAGES.notFound);
    }
    for (const bad of ['', '?title=', `?title=${'x'.repeat(201)}`]) {
      expect((await get(`/api/prompts/lookup${bad}`)).statusCode).toBe(400);
    }
  });
});
