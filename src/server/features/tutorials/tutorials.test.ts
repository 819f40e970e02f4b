import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUTORIAL_MESSAGES, type TutorialCard } from '../../../shared/tutorials.js';
import { buildTutorial } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await t().member();
});

type Overrides = Parameters<typeof buildTutorial>[0];
const insert = (...rows: Overrides[]) => t().insert('tutorials', buildTutorial, ...rows);
const get = (url: string) => t().as(cookie).get(url);
const list = async (query: string) => (await get(`/api/tutorials?${query}`)).json();
const titles = (body: { items: TutorialCard[] }) => body.items.map((i) => i.title);

describeMembersOnly(t, {
  calls: async () => {
    const [tutorial] = await insert({});
    return ['/api/tutorials', `/api/tutorials/${tutorial!.id}`].map((url) => ({
      method: 'GET' as const,
      url,
    }));
  },
});

describe('GET /api/tutorials search (docs/product.md#tutorials)', () => {
  const tag = randomUUID().slice(0, 8);
  const category = `Kat-${tag}`;
  beforeAll(async () => {
    await insert(
      { title: `Tajuk Unik ${tag}`, category },
      { title: `B ${tag}`, category, description: 'Belajar REKA BENTUK logo' },
      { title: `C ${tag}`, category, instructor: 'Cikgu Zulaikha' },
      {
        title: `D ${tag}`,
        category,
        steps: [{ title: 'Buka Studio Gambar', description: 'Pilih templat poster', tools: ['X'] }],
      },
      { title: `E ${tag}`, category: `Lain-${tag}` },
    );
    // Older data: steps as plain strings (docs/product.md#tutorials).
    await t().insert(
      'tutorials',
      (o: Overrides) => ({ ...buildTutorial(o), steps: JSON.stringify(['Eksport video MP4']) }),
      { title: `F ${tag}`, category },
    );
  });
  const search = async (q: string) =>
    titles(await list(`q=${encodeURIComponent(q)}&sort=title&limit=100`));

  it('matches title, description, instructor and category, case-insensitively', async () => {
    expect(await search(`tajuk unik ${tag}`)).toEqual([`Tajuk Unik ${tag}`]);
    expect(titles(await list(`q=reka bentuk&category=${category}`))).toEqual([`B ${tag}`]);
    expect(titles(await list(`q=ZULAIKHA&category=${category}`))).toEqual([`C ${tag}`]);
    expect(await search(`lain-${tag}`)).toEqual([`E ${tag}`]);
  });

  it('matches the title and description of step objects and plain-string steps', async () => {
    expect(titles(await list(`q=studio gambar&category=${category}`))).toEqual([`D ${tag}`]);
    expect(titles(await list(`q=templat poster&category=${category}`))).toEqual([`D ${tag}`]);
    expect(titles(await list(`q=video mp4&category=${category}`))).toEqual([`F ${tag}`]);
  });

  it('matches step text, not the JSON it is stored as', async () => {
    for (const q of ['title', 'description', 'tools', '"', '{', '":"', '[']) {
      const res = await list(`category=${category}&q=${encodeURIComponent(q)}`);
      expect(res.total, q).toBe(0);
    }
  });
});

describe('GET /api/tutorials filters', () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    await insert(
      { title: `A ${tag}`, category: `X-${tag}`, difficulty: 'Pemula' },
      { title: `B ${tag}`, category: `X-${tag}`, difficulty: 'Lanjutan' },
      { title: `C ${tag}`, category: `Y-${tag}`, difficulty: 'Lanjutan' },
    );
  });

  it('filters by category and difficulty, alone, together and with "all"', async () => {
    expect(titles(await list(`category=X-${tag}&sort=title`))).toEqual([`A ${tag}`, `B ${tag}`]);
    const hard = await list(`q=${tag}&difficulty=Lanjutan&sort=title`);
    expect(titles(hard)).toEqual([`B ${tag}`, `C ${tag}`]);
    expect(titles(await list(`category=Y-${tag}&difficulty=Lanjutan`))).toEqual([`C ${tag}`]);
    expect((await list(`category=X-${tag}&difficulty=Pertengahan`)).total).toBe(0);
    expect((await list(`q=${tag}&category=all&difficulty=all`)).total).toBe(3);
    expect((await list(`q=${tag}&category=ALL&difficulty=`)).total).toBe(3);
  });
});

describe("GET /api/tutorials 'Bahasa video' filter (issue 33)", () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    await insert(
      { title: `BM ${tag}`, category: `V-${tag}`, video_language: 'ms', difficulty: 'Pemula' },
      { title: `BI ${tag}`, category: `V-${tag}`, video_language: 'en', difficulty: 'Pemula' },
      { title: `Campur ${tag}`, category: `W-${tag}`, video_language: 'campur' },
    );
  });

  it('lists the videos of one language, alone and with the other filters', async () => {
    expect(titles(await list(`q=${tag}&videoLanguage=ms`))).toEqual([`BM ${tag}`]);
    expect(titles(await list(`q=${tag}&videoLanguage=en`))).toEqual([`BI ${tag}`]);
    const mixed = await list(`q=${tag}&videoLanguage=campur`);
    expect(titles(mixed)).toEqual([`Campur ${tag}`]);
    expect(mixed.items[0]).toMatchObject({ videoLanguage: 'campur' });
    expect(titles(await list(`category=V-${tag}&difficulty=Pemula&videoLanguage=ms`))).toEqual([
      `BM ${tag}`,
    ]);
    expect((await list(`category=W-${tag}&videoLanguage=ms`)).total).toBe(0);
    expect((await list(`q=${tag}&videoLanguage=all`)).total).toBe(3);
    expect((await list(`q=${tag}&videoLanguage=`)).total).toBe(3);
  });

  it('refuses a language it does not know, with the message', async () => {
    const res = await get(`/api/tutorials?videoLanguage=bm`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: TUTORIAL_MESSAGES.videoLanguageInvalid,
    });
  });
});

describe('GET /api/tutorials order and paging', () => {
  const category = `Paging-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    await insert(
      ...['delta', 'Alpha', 'charlie', 'Bravo', 'echo'].map((title, i) => ({
        title,
        category,
        created_at: new Date(base + i * 1000).toISOString(),
      })),
    );
  });

  it('lists newest first by default and by title without regard to case', async () => {
    const newest = await list(`category=${category}`);
    expect(titles(newest)).toEqual(['echo', 'Bravo', 'charlie', 'Alpha', 'delta']);
    expect(newest).toMatchObject({ total: 5, nextCursor: null });
    const byTitle = await list(`category=${category}&sort=title`);
    expect(titles(byTitle)).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
  });

  it('accepts a limit of 1 and of 100', async () => {
    const one = await list(`category=${category}&limit=1`);
    expect(titles(one)).toEqual(['echo']);
    expect(one.total).toBe(5);
    expect(one.nextCursor).toEqual(expect.any(String));
    expect((await list(`category=${category}&limit=100`)).items).toHaveLength(5);
  });

  for (const sort of ['newest', 'title']) {
    it(`pages across two pages, each item once (${sort})`, async () => {
      const first = await list(`category=${category}&sort=${sort}&limit=3`);
      expect(first.items).toHaveLength(3);
      const second = await list(
        `category=${category}&sort=${sort}&limit=3&cursor=${first.nextCursor}`,
      );
      expect(first.total).toBe(5);
      expect(second.nextCursor).toBeNull();
      expect(second.total).toBeUndefined();
      const seen = [...titles(first), ...titles(second)];
      expect(new Set(seen).size).toBe(5);
      const whole = titles(await list(`category=${category}&sort=${sort}`));
      expect(seen).toEqual(whole);
    });
  }
});

describe('GET /api/tutorials bad input', () => {
  it.each([
    ['difficulty=Mudah', TUTORIAL_MESSAGES.difficultyInvalid],
    ['difficulty=pemula', TUTORIAL_MESSAGES.difficultyInvalid],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', undefined],
    ['sort=name', 'sort must be one of newest, title'],
    ['cursor=bukan-kursor', 'cursor is invalid'],
    [`cursor=${Buffer.from('["bukan-masa","x"]').toString('base64url')}`, 'cursor is invalid'],
    [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('%s → 400', async (query, message) => {
    const res = await get(`/api/tutorials?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (message) expect(res.json().error.message).toBe(message);
  });
});

describe('tutorial cards (issue 17: lists carry only what a card shows)', () => {
  it('lists a tutorial with exactly its card fields: no steps, resources or description', async () => {
    const tag = randomUUID().slice(0, 8);
    const [row] = await insert({
      title: `Kad ${tag}`,
      youtube_id: 'abcdefghijk',
      video_language: 'ms',
      captions: 0,
      duration: '15 minit',
      instructor: 'Cikgu Kad',
      difficulty: 'Lanjutan',
      category: `Kad-${tag}`,
      steps: [{ title: 'Langkah', description: 'Terang', tools: ['ChatGPT'] }],
      resources: [{ title: 'Panduan', url: 'https://contoh.my/panduan' }],
    });
    expect((await list(`q=${tag}`)).items).toEqual([
      {
        id: row!.id,
        title: `Kad ${tag}`,
        youtubeId: 'abcdefghijk',
        // Issue 20: a card says the video's language and captions.
        videoLanguage: 'ms',
        captions: false,
        duration: '15 minit',
        instructor: 'Cikgu Kad',
        difficulty: 'Lanjutan',
        category: `Kad-${tag}`,
      },
    ]);
    const { tutorial } = (await get(`/api/tutorials/${row!.id}`)).json();
    expect(tutorial.steps).toHaveLength(1);
    expect(tutorial.resources).toHaveLength(1);
  });
});
