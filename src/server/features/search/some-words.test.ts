import { describe, expect, it } from 'vitest';
import type { PromptListResponse } from '../../../shared/prompts.js';
import type { SearchResponse } from '../../../shared/search.js';
import type { ToolListResponse } from '../../../shared/tools.js';
import { buildPrompt, type buildTool } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

// Issue 33: when all the words together find nothing, the boxes answer with what some of them
// find, most words first (then the usual ranks, then newest), and say so (`partial`); pages,
// filters and 'Disimpan sahaja' still hold. The beginner's synonym groups (migration 0030).
// On both engines (TEST_DATABASE_URL runs this file on PostgreSQL).

const t = useTestApp({ READ_CACHE_SECONDS: '5' });

/** Words no demo or other test content has, so each test sees only its own rows. */
let n = 0;
const unique = () => `zs${'bcdfghjklm'[++n % 10]}${n}w`;

async function toolsInOrder(...tools: Parameters<typeof buildTool>[0][]) {
  const start = Date.parse('2026-02-01T00:00:00.000Z');
  return t().insertTools(
    ...tools.map((tool, i) => ({
      ...tool,
      created_at: new Date(start + i * 60_000).toISOString(),
    })),
  );
}

async function get<T>(url: string, cookie?: string) {
  const res = await t()
    .as(cookie ?? (await t().member()))
    .get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const list = (q: string, extra = '', cookie?: string) =>
  get<ToolListResponse>(`/api/tools?q=${encodeURIComponent(q)}${extra}`, cookie);
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('some of the words, when all of them find nothing', () => {
  it('ranks by how many words an item has, then where (name, line, text), then newest', async () => {
    const [a, b, c] = [unique(), unique(), unique()];
    await toolsInOrder(
      { name: `Satu ${a}` },
      { name: 'Dua', description: `${a} dan ${b}` },
      { name: `Tiga ${b} ${c}` },
      { name: 'Empat', main_function: `Untuk ${c}` },
      { name: `Lima ${c}` },
      { name: 'Enam', description: 'tiada kaitan' },
    );
    const page = await list(`${a} ${b} ${c}`, '&limit=100');
    expect(names(page)).toEqual([`Tiga ${b} ${c}`, 'Dua', `Lima ${c}`, `Satu ${a}`, 'Empat']);
    expect(page.partial).toBe(true);
    expect(page.total).toBe(5);
    expect(page.didYouMean).toBeUndefined();
  });

  it('is not used when all the words find something', async () => {
    const [a, b] = [unique(), unique()];
    await toolsInOrder({ name: `Penuh ${a} ${b}` }, { name: `Separuh ${a}` });
    const page = await list(`${a} ${b}`);
    expect(names(page)).toEqual([`Penuh ${a} ${b}`]);
    expect(page.partial).toBeUndefined();
  });

  it('pages through its order without repeats or gaps, each page said to be partial', async () => {
    const [a, b] = [unique(), unique()];
    await toolsInOrder(
      ...['P', 'Q', 'R'].map((x) => ({ name: `${x} ${a}` })),
      ...['S', 'T'].map((x) => ({ name: x, description: `tentang ${b}` })),
      ...['U', 'V'].map((x) => ({ name: `${x} ${b}` })),
    );
    const whole = await list(`${a} ${b}`, '&limit=100');
    expect(names(whole)).toEqual([`V ${b}`, `U ${b}`, `R ${a}`, `Q ${a}`, `P ${a}`, 'T', 'S']);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const page = await list(`${a} ${b}`, `&limit=${size}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.partial).toBe(true);
        expect(page.total === undefined).toBe(pages > 0);
        seen.push(...names(page));
        cursor = page.nextCursor;
        pages += 1;
      }
      expect(seen, `pages of ${size}`).toEqual(names(whole));
    }
    const made = Buffer.from(JSON.stringify(['p99|2026-01-01T00:00:00.000Z', 'x'])).toString(
      'base64url',
    );
    const res = await t()
      .as(await t().member())
      .get(`/api/tools?q=${a}%20${b}&cursor=${made}`);
    expect(res.statusCode).toBe(400);
  });

  it('keeps the filters and "Disimpan sahaja"; filters that leave nothing are why, not a miss', async () => {
    const [a, b] = [unique(), unique()];
    const [design, writing, saved] = await toolsInOrder(
      { name: `Reka ${a}`, category: 'Design' },
      { name: `Tulis ${b}`, category: 'Writing' },
      { name: `Simpan ${b}`, category: 'Writing' },
    );
    const inDesign = await list(`${a} ${b}`, '&category=Design');
    expect(names(inDesign)).toEqual([design!.name]);
    expect(inDesign.total).toBe(1);
    expect(inDesign.partial).toBe(true);

    const me = await t().member();
    const fav = await t().as(me).post('/api/me/favorites', { itemType: 'tool', itemId: saved!.id });
    expect(fav.statusCode, fav.body).toBeLessThan(300);
    const mine = await list(`${a} ${b}`, '&saved=1', me);
    expect(names(mine)).toEqual([saved!.name]);
    expect(mine.partial).toBe(true);
    expect(names(await list(`${a} ${b}`, '&limit=100'))).toContain(writing!.name);

    const none = await list(`${a} ${b}`, '&category=Video');
    expect(none).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('on the prompts list, reads the title and description only, as its search does', async () => {
    const [a, b] = [unique(), unique()];
    await t().insert(
      'prompts',
      buildPrompt,
      { title: `Kapsyen ${a}` },
      { title: 'Teks sahaja', prompt_text: `Tulis ${b}` },
    );
    const page = await get<PromptListResponse>(`/api/prompts?q=${a}%20${b}`);
    expect(page.items.map((p) => p.title)).toEqual([`Kapsyen ${a}`]);
    expect(page.partial).toBe(true);
  });

  it('answers the palette too, said to be partial', async () => {
    const [a, b] = [unique(), unique()];
    await toolsInOrder({ name: `Palet ${a}` }, { name: 'Lain', description: `ada ${b}` });
    const answer = await get<SearchResponse>(`/api/search?q=${a}%20${b}`);
    expect(answer.partial).toBe(true);
    expect(answer.groups.map((g) => [g.kind, g.items.map((i) => i.title)])).toEqual([
      ['tool', [`Palet ${a}`, 'Lain']],
    ]);
    const full = await get<SearchResponse>(`/api/search?q=palet%20${a}`);
    expect(full.partial).toBeUndefined();
    const nothing = await get<SearchResponse>(`/api/search?q=${unique()}%20${unique()}`);
    expect(nothing).toMatchObject({ groups: [], didYouMean: [] });
    expect(nothing.partial).toBeUndefined();
  });
});

describe("a beginner's words (migration 0030's synonym groups)", () => {
  it('"fb", "caption fb", "poster kuih", "wa" and "price list" find the words the content uses', async () => {
    const a = unique();
    await toolsInOrder(
      { name: `Kapsyen ${a}`, description: 'Tulis kapsyen untuk hantaran Facebook' },
      { name: `Risalah ${a}`, description: 'Reka risalah untuk kek dan biskut raya' },
      { name: `Siaran ${a}`, description: 'Hantar mesej WhatsApp kepada pelanggan' },
      { name: `Harga ${a}`, description: 'Senarai harga yang kemas' },
      { name: `Warna ${a}`, description: 'Pilih warna pada waktu pagi' },
    );
    const found = async (q: string) => names(await list(`${q} ${a}`, '&limit=100')).sort();
    expect(await found('fb')).toEqual([`Kapsyen ${a}`]);
    expect(await found('caption fb')).toEqual([`Kapsyen ${a}`]);
    expect(await found('poster kuih')).toEqual([`Risalah ${a}`]);
    expect(await found('flyer')).toEqual([`Risalah ${a}`]);
    expect(await found('kuih')).toEqual([`Risalah ${a}`]);
    // A short synonym is a whole word: "whatsapp" (also "wa") does not find "warna" or "waktu".
    expect(await found('whatsapp')).toEqual([`Siaran ${a}`]);
    expect(await found('wa')).toContain(`Siaran ${a}`);
    expect(await found('price list')).toEqual([`Harga ${a}`]);
  });

  it('"fb" alone (two letters) finds what its group\'s words find, on /tools and /prompt', async () => {
    const a = unique();
    await toolsInOrder({ name: `Iklan ${a}`, description: 'Iklan untuk Facebook dan Instagram' });
    const tools = await list('fb', '&limit=100');
    expect(names(tools)).toContain(`Iklan ${a}`);
    expect(tools.total).toBe(tools.items.length);
    await t().insert('prompts', buildPrompt, {
      title: `Kapsyen ${a}`,
      description: 'Kapsyen hantaran Facebook',
    });
    const prompts = await get<PromptListResponse>('/api/prompts?q=fb&limit=100');
    expect(prompts.items.map((p) => p.title)).toContain(`Kapsyen ${a}`);
  });
});
