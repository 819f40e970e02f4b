import { describe, expect, it } from 'vitest';
import type { ReportsResponse } from '../../../shared/reports.js';
import type { ToolListResponse } from '../../../shared/tools.js';
import type { buildTool } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

// Issue 32: one search behind every box — the list pages' search finds what the palette finds,
// ranked as it ranks, pages through that order, names the nearest names when it finds nothing and
// counts that miss. On both engines (npm run test:api:pg runs this file too). The read cache is
// on, as in production, so an answer kept for everyone is seen not to hide a miss.

const t = useTestApp({ READ_CACHE_SECONDS: '5' });

/** Words no demo or other test content has, so each test sees only its own rows. */
let n = 0;
const unique = () => `zq${'bcdfghjklm'[++n % 10]}${n}v`;

/** Tools made a minute apart, the first the oldest (the lists are newest first). */
async function toolsInOrder(...tools: Parameters<typeof buildTool>[0][]) {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  return t().insertTools(
    ...tools.map((tool, i) => ({
      ...tool,
      created_at: new Date(start + i * 60_000).toISOString(),
    })),
  );
}

async function list(q: string, extra = '', url = '/api/tools') {
  const res = await t()
    .as(await t().member())
    .get(`${url}?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ToolListResponse;
}
const names = (page: ToolListResponse) => page.items.map((item) => item.name);

describe('the list pages search as the palette does', () => {
  it('"gambar" finds the image makers by their synonyms, and what the substring rule found', async () => {
    const word = unique();
    await toolsInOrder(
      { name: `Runway ${word}`, description: 'Video dan gambar bergerak' },
      { name: `Midjourney ${word}`, main_function: 'Jana imej daripada teks' },
      { name: `Firefly ${word}`, description: 'Image generator' },
      { name: `Leonardo ${word}`, key_features: ['Photo editing'] },
      { name: `Notion ${word}`, description: 'Nota' },
    );
    const page = await list(`gambar ${word}`);
    // The line (a tool's main function) before the rest of its text; then newest first.
    expect(names(page)).toEqual([
      `Midjourney ${word}`,
      `Leonardo ${word}`,
      `Firefly ${word}`,
      `Runway ${word}`,
    ]);
    expect(page.total).toBe(4);
    expect(page.didYouMean).toBeUndefined();
  });

  it('"buat slide" finds a presentation maker (filler left out, a phrase synonym)', async () => {
    const word = unique();
    await toolsInOrder({ name: `Gamma ${word}`, description: 'Penjana slaid pembentangan' });
    expect(names(await list(`buat slide ${word}`))).toEqual([`Gamma ${word}`]);
  });

  it('folds accents and case, and keeps the substring rule (a word inside a word)', async () => {
    const word = unique();
    await toolsInOrder({ name: `Ünïcode Café ${word}` }, { name: `Pra${word}duktif` });
    expect(names(await list(`UNICODE ${word}`))).toEqual([`Ünïcode Café ${word}`]);
    // Only the substring rule finds this: it is inside a word.
    expect(names(await list(`${word}duk`))).toEqual([`Pra${word}duktif`]);
  });

  it('orders by relevance — exact name, starts with, name words, the text, substring only — then newest', async () => {
    const word = unique();
    await toolsInOrder(
      { name: word },
      { name: `${word} Studio` },
      { name: `Pro ${word} Plus` },
      { name: `Lain ${word.slice(0, 2)}`, description: `Sebut ${word} sahaja` },
      { name: `Dalam x${word}x` },
      { name: `${word} Lab` },
    );
    expect(names(await list(word))).toEqual([
      word,
      `${word} Lab`,
      `${word} Studio`,
      `Pro ${word} Plus`,
      `Lain ${word.slice(0, 2)}`,
      `Dalam x${word}x`,
    ]);
    // Without a search: newest first, as before.
    const all = (await list('', '&limit=100')).items.map((i) => i.name);
    expect(all.indexOf(`${word} Lab`)).toBeLessThan(all.indexOf(word));
  });

  it('ranks the exact name first for one or two letters too, then the substring rule, newest first', async () => {
    await toolsInOrder({ name: 'YW' }, { name: 'Cyw Lama' }, { name: 'Ayw Baru' });
    expect(names(await list('yw'))).toEqual(['YW', 'Ayw Baru', 'Cyw Lama']);
  });

  it('pages through the ranked order without repeats or gaps, its filters kept', async () => {
    const word = unique();
    await toolsInOrder(
      { name: word, category: 'Design' },
      { name: `${word} Satu`, category: 'Design' },
      { name: `${word} Dua`, category: 'Writing' },
      { name: `${word} Tiga`, category: 'Design' },
      { name: `Pro ${word}`, category: 'Design' },
      { name: `Pro ${word} Dua`, category: 'Design' },
      { name: 'Teks', description: `ada ${word}`, category: 'Design' },
      { name: `Dalam x${word}`, category: 'Design' },
      { name: `Dalam y${word}`, category: 'Writing' },
    );
    const whole = await list(word, '&category=Design&limit=100');
    expect(whole.total).toBe(7);
    expect(names(whole)).toEqual([
      word,
      `${word} Tiga`,
      `${word} Satu`,
      `Pro ${word} Dua`,
      `Pro ${word}`,
      'Teks',
      `Dalam x${word}`,
    ]);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const page = await list(
          word,
          `&category=Design&limit=${size}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.total === undefined).toBe(pages > 0);
        seen.push(...names(page));
        cursor = page.nextCursor;
        pages += 1;
      }
      expect(seen, `pages of ${size}`).toEqual(names(whole));
    }
  });

  it('refuses a cursor of another rank or a made-up one with 400', async () => {
    const word = unique();
    await toolsInOrder({ name: word }, { name: `${word} Dua` });
    const cursor = Buffer.from(JSON.stringify(['9|2026-01-01T00:00:00.000Z', 'x'])).toString(
      'base64url',
    );
    const res = await t()
      .as(await t().member())
      .get(`/api/tools?q=${word}&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    const plain = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString(
      'base64url',
    );
    const old = await t()
      .as(await t().member())
      .get(`/api/tools?q=${word}&cursor=${plain}`);
    expect(old.statusCode).toBe(400);
  });

  it('"chatgtp" finds nothing and says "Adakah anda maksudkan" the nearest name, of its own list', async () => {
    const word = unique();
    await toolsInOrder({ name: `ChatGPT${word}` });
    const page = await list(`chatgtp${word}`);
    expect(page).toEqual({ items: [], total: 0, nextCursor: null, didYouMean: [`ChatGPT${word}`] });
    // A tutorials list names tutorials, not tools.
    const tutorials = await list(`chatgtp${word}`, '', '/api/tutorials');
    expect(tutorials.didYouMean).toEqual([]);
  });

  it('names no names when the search found items that the filters leave out', async () => {
    const word = unique();
    await toolsInOrder({ name: `Pena ${word}`, category: 'Writing' });
    const page = await list(word, '&category=Design');
    expect(page).toEqual({ items: [], total: 0, nextCursor: null });
  });
});

describe('a list search that found nothing counts as a miss', () => {
  async function reportedMiss(term: string) {
    const res = await t()
      .as(await t().admin())
      .get('/api/admin/reports?days=7');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ReportsResponse).searchMisses.find((m) => m.term === term);
  }

  it('from a member list, once per member a day, even when the answer could have been kept', async () => {
    const word = unique();
    const term = `tiadaalat ${word}`;
    // Members made first: making one announces a change, which would forget a kept answer.
    const [first, second, third] = [await t().member(), await t().member(), await t().member()];
    const url = `/api/tools?q=TiadaAlat%20${word}`;
    await t().as(first).get(url);
    await t().as(first).get(url);
    // Another member, the same address: counted too (the answer was not kept for them).
    expect((await t().as(second).get(url)).json().didYouMean).toEqual([]);
    await t().as(third).get(`/api/prompts?q=tiadaalat%20${word}`);
    expect(await reportedMiss(term)).toMatchObject({ term, members: 3, count: 3 });
  });

  it('from the public showcase for a signed-in member, not for a visitor', async () => {
    const word = unique();
    const term = `tiadapameran ${word}`;
    const visitor = await t().as(null).get(`/api/showcase/tools?q=tiadapameran%20${word}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().didYouMean).toEqual([]);
    expect(await reportedMiss(term)).toBeUndefined();
    await list(`tiadapameran ${word}`, '', '/api/showcase/tools');
    expect(await reportedMiss(term)).toMatchObject({ term, members: 1, count: 1 });
  });

  it('not when the search found something, nor on a later page', async () => {
    const word = unique();
    await toolsInOrder({ name: `Ada ${word}` });
    await list(`ada ${word}`);
    expect(await reportedMiss(`ada ${word}`)).toBeUndefined();
  });
});
