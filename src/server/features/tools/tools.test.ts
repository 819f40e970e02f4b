import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOOL_MESSAGES, type ToolResponse } from '../../../shared/tools.js';
import { buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = await t().member();
});

/** As the file's member, or as a visitor with `caller` null. */
const get = (url: string, caller: string | null = cookie) => t().as(caller).get(url);

const names = (body: { items: ToolResponse[] }) => body.items.map((i) => i.name);

describeMembersOnly(t, {
  calls: async () => {
    const [tool] = await t().insertTools({});
    return [
      '/api/tools',
      `/api/tools/${tool!.id}`,
      '/api/tools/lookup?name=x',
      '/api/categories',
    ].map((url) => ({ method: 'GET' as const, url }));
  },
});

describe('the public showcase', () => {
  it('lets visitors list tools on the public showcase', async () => {
    const tag = randomUUID();
    await t().insertTools({ name: `Showcase ${tag}` });
    const res = await get(`/api/showcase/tools?q=${tag}`, null);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual([`Showcase ${tag}`]);
  });
});

describe('GET /api/tools search and filters (docs/product.md#tools)', () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    await t().insertTools(
      {
        name: `Penulis ${tag}`,
        category: `Cat-${tag}`,
        pricing: 'Free',
        description: 'Tulis artikel',
      },
      {
        name: `Pelukis ${tag}`,
        category: `Cat-${tag}`,
        pricing: 'Paid',
        main_function: 'Lukis GAMBAR',
      },
      {
        name: `Pencari ${tag}`,
        category: `Other-${tag}`,
        pricing: 'Free',
        key_features: ['Carian Web'],
      },
      {
        name: `Lain ${tag}`,
        category: `Other-${tag}`,
        pricing: 'Freemium',
        alternatives: ['Gambar Hebat'],
      },
    );
  });

  it('matches name, description, main function and key features, case-insensitively', async () => {
    expect(names((await get(`/api/tools?q=PENULIS ${tag}`)).json())).toEqual([`Penulis ${tag}`]);
    const byDescription = (await get(`/api/tools?q=tulis artikel&category=Cat-${tag}`)).json();
    expect(names(byDescription)).toEqual([`Penulis ${tag}`]);
    const byFunction = (await get(`/api/tools?q=lukis gambar&category=Cat-${tag}`)).json();
    expect(names(byFunction)).toEqual([`Pelukis ${tag}`]);
    const byFeature = (await get(`/api/tools?q=carian web&category=Other-${tag}`)).json();
    expect(names(byFeature)).toEqual([`Pencari ${tag}`]);
  });

  it('does not search alternatives', async () => {
    const res = (await get(`/api/tools?q=gambar hebat&category=Other-${tag}`)).json();
    expect(res.total).toBe(0);
  });

  it('filters by category and pricing, together and with "all"', async () => {
    const cat = (await get(`/api/tools?category=Cat-${tag}&sort=name`)).json();
    expect(names(cat)).toEqual([`Pelukis ${tag}`, `Penulis ${tag}`]);
    expect(cat.total).toBe(2);
    const free = (await get(`/api/tools?q=${tag}&pricing=Free&sort=name`)).json();
    expect(names(free)).toEqual([`Pencari ${tag}`, `Penulis ${tag}`]);
    const both = (await get(`/api/tools?category=Other-${tag}&pricing=Free`)).json();
    expect(names(both)).toEqual([`Pencari ${tag}`]);
    const all = (await get(`/api/tools?q=${tag}&category=all&pricing=all`)).json();
    expect(all.total).toBe(4);
  });

  it('matches key features, not the punctuation they are stored with', async () => {
    for (const q of ['"', '","', '[', ']']) {
      const res = (await get(`/api/tools?category=Cat-${tag}&q=${encodeURIComponent(q)}`)).json();
      expect(res.total, q).toBe(0);
    }
  });

  it('finds a key feature by one or two letters, and never by the escapes it is stored with', async () => {
    expect(names((await get(`/api/tools?q=w&category=Other-${tag}`)).json())).toEqual([
      `Pencari ${tag}`,
    ]);
    // Stored as "Baris satu\nBaris dua": "nb" is in the stored text, not in the feature.
    const category = `Baris-${tag}`;
    await t().insertTools({
      name: `Dua Baris ${tag}`,
      category,
      key_features: ['Baris satu\nBaris dua'],
    });
    expect((await get(`/api/tools?q=nb&category=${category}`)).json().total).toBe(0);
    expect(names((await get(`/api/tools?q=tu&category=${category}`)).json())).toEqual([
      `Dua Baris ${tag}`,
    ]);
  });

  it('treats % and _ as plain characters', async () => {
    // A word of letters first: a hex tag may begin with "0", which the "0" below would match.
    const word = `k${tag}`;
    await t().insertTools({ name: `Diskaun 100% ${word}` });
    expect(names((await get(`/api/tools?q=${encodeURIComponent('0% ' + word)}`)).json())).toEqual([
      `Diskaun 100% ${word}`,
    ]);
    // `_` is no wildcard ("0% tag" is not found); the word search reads it as a space, and no
    // word starts with "0": all the words find nothing, only some of them do (issue 33).
    const underscore = (await get(`/api/tools?q=${encodeURIComponent('0%_' + word)}`)).json();
    expect(underscore.partial).toBe(true);
  });
});

describe('GET /api/tools order and paging', () => {
  const category = `Paging-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    await t().insertTools(
      ...['delta', 'Alpha', 'charlie', 'Bravo', 'echo'].map((name, i) => ({
        name,
        category,
        created_at: new Date(base + i * 1000).toISOString(),
      })),
    );
  });

  it('lists newest first by default', async () => {
    const res = (await get(`/api/tools?category=${category}`)).json();
    expect(names(res)).toEqual(['echo', 'Bravo', 'charlie', 'Alpha', 'delta']);
    expect(res).toMatchObject({ total: 5, nextCursor: null });
  });

  it('sorts by name without regard to case', async () => {
    const res = (await get(`/api/tools?category=${category}&sort=name`)).json();
    expect(names(res)).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
  });

  for (const sort of ['newest', 'name']) {
    it(`pages through every item exactly once (${sort})`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/tools?category=${category}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (await get(url)).json();
        // Counted on the first page only; a later page carries no total.
        expect(body.total).toBe(cursor ? undefined : 5);
        expect(body.items.length).toBeLessThanOrEqual(2);
        seen.push(...names(body));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    });
  }
});

describe('GET /api/tools with names beyond ASCII', () => {
  it('pages through every item exactly once by name', async () => {
    const category = `Unicode-${randomUUID().slice(0, 8)}`;
    await t().insertTools(
      ...['Éz', 'éa', 'Ñandu', 'zed', 'Äpfel'].map((name) => ({ name, category })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/tools?category=${category}&sort=name&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await get(url)).json();
      seen.push(...names(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['Äpfel', 'Éz', 'Ñandu', 'zed', 'éa'].sort());
  });
});

describe('GET /api/tools bad input', () => {
  it.each([
    ['pricing=Murah', TOOL_MESSAGES.pricingInvalid],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a whole number'],
    ['sort=rating', 'sort must be one of newest, name'],
    ['cursor=bukan-kursor', 'cursor is invalid'],
    [`cursor=${Buffer.from('["bukan-masa","x"]').toString('base64url')}`, 'cursor is invalid'],
    // Date.parse takes "1"; PostgreSQL would refuse to compare a time with it.
    [`cursor=${Buffer.from('["1","x"]').toString('base64url')}`, 'cursor is invalid'],
    [
      `cursor=${Buffer.from('["2030-01-01T00:00:00.000Z","a\\u0000"]').toString('base64url')}`,
      'cursor is invalid',
    ],
    [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('%s → 400', async (query, message) => {
    const res = await get(`/api/tools?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (message) expect(res.json().error.message).toBe(message);
  });
});

describe('GET /api/tools/:id', () => {
  it('returns the tool and up to 3 others from its category', async () => {
    const category = `Detail-${randomUUID().slice(0, 8)}`;
    const [main, ...others] = await t().insertTools(
      { name: 'Utama', category, key_features: ['A', 'B'], alternatives: ['X'], rating: 4.2 },
      { name: 'S1', category, rating: 5 },
      { name: 'S2', category, rating: 4 },
      { name: 'S3', category, rating: 3 },
      { name: 'S4', category, rating: 2 },
      { name: 'Luar', category: 'Lain' },
    );
    const res = await get(`/api/tools/${main!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tool).toMatchObject({
      id: main!.id,
      name: 'Utama',
      keyFeatures: ['A', 'B'],
      alternatives: ['X'],
      rating: 4.2,
      category,
    });
    expect(body.similar.map((s: ToolResponse) => s.name)).toEqual(['S1', 'S2', 'S3']);
    expect(others).toHaveLength(5);
  });

  it('names up to 3 tutorials and 3 workflows of its category, newest first', async () => {
    const category = `Related-${randomUUID().slice(0, 8)}`;
    const [tool] = await t().insertTools({ category });
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();
    await t().insert(
      'tutorials',
      buildTutorial,
      ...[1, 2, 3, 4].map((n) => ({ title: `Tut ${n}`, category, created_at: at(n) })),
      { title: 'Tut lain', category: 'Lain' },
    );
    await t().insert(
      'workflows',
      buildWorkflow,
      { title: 'Wf 1', category, difficulty: 'Advanced', created_at: at(1) },
      { title: 'Wf lain', category: 'Lain' },
    );
    const body = (await get(`/api/tools/${tool!.id}`)).json();
    expect(body.tutorials.map((r: { title: string }) => r.title)).toEqual([
      'Tut 4',
      'Tut 3',
      'Tut 2',
    ]);
    expect(body.workflows).toEqual([
      expect.objectContaining({ title: 'Wf 1', category, difficulty: 'Advanced' }),
    ]);
  });

  it('answers 404 with the Malay not-found message', async () => {
    for (const id of [randomUUID(), 'bukan-id', "'; drop table tools; --"]) {
      const res = await get(`/api/tools/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: TOOL_MESSAGES.notFound });
    }
  });
});

describe('GET /api/tools/lookup (tool chips)', () => {
  it('finds a tool by its exact name only', async () => {
    const name = `Chip ${randomUUID().slice(0, 8)}`;
    const [tool] = await t().insertTools({ name });
    const found = await get(`/api/tools/lookup?name=${encodeURIComponent(name)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      id: tool!.id,
      name,
      logoUrl: null,
      category: tool!.category,
    });
    for (const other of [name.toUpperCase(), name.slice(0, -1), '%']) {
      const res = await get(`/api/tools/lookup?name=${encodeURIComponent(other)}`);
      expect(res.statusCode, other).toBe(404);
    }
  });

  it('refuses visitors and an empty name', async () => {
    expect((await get('/api/tools/lookup?name=ChatGPT', null)).statusCode).toBe(401);
    const blank = await get('/api/tools/lookup?name=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('name is required');
    const long = await get(`/api/tools/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'id is too long',
    });
  });
});

describe('tool cards (issue 17: lists carry only what a card shows)', () => {
  it('lists, showcases and suggests similar tools with exactly the card fields', async () => {
    const tag = randomUUID().slice(0, 8);
    const category = `Kad-${tag}`;
    const [tool, other] = await t().insertTools(
      {
        name: `Kad ${tag}`,
        category,
        description: 'Tidak ditunjukkan pada kad',
        key_features: ['Satu', 'Dua'],
        alternatives: ['Lain'],
        rating: 4.5,
      },
      { name: `Kad Lain ${tag}`, category, rating: 3 },
    );
    const card = {
      id: tool!.id,
      name: `Kad ${tag}`,
      website: tool!.website,
      logoUrl: null,
      mainFunction: tool!.main_function,
      category,
      pricing: tool!.pricing,
      keyFeatures: ['Satu', 'Dua'],
      alternatives: ['Lain'],
      rating: 4.5,
    };
    for (const url of [`/api/tools?q=${tag}&sort=name`, `/api/showcase/tools?q=${tag}&sort=name`]) {
      expect((await get(url)).json().items[0], url).toEqual(card);
    }
    const detail = (await get(`/api/tools/${other!.id}`)).json();
    expect(detail.similar).toEqual([card]);
    expect(detail.tool).toMatchObject({
      description: expect.any(String),
      createdAt: expect.any(String),
    });
  });
});
