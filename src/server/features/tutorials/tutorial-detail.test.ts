import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUTORIAL_MESSAGES } from '../../../shared/tutorials.js';
import { buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await t().member();
});

type Overrides = Parameters<typeof buildTutorial>[0];
const get = (url: string) => t().as(cookie).get(url);

describe('GET /api/tutorials/:id', () => {
  it('returns the tutorial with its steps and resources', async () => {
    const step = { title: 'Langkah satu', description: 'Buat ini', tools: ['ChatGPT', 'Canva'] };
    const resource = { title: 'Panduan', url: 'https://example.com/panduan' };
    const [row] = await t().insert('tutorials', buildTutorial, {
      title: 'Tutorial Lengkap',
      youtube_id: 'abcdefghijk',
      duration: '30 minit',
      instructor: 'Cikgu Aina',
      difficulty: 'Pertengahan',
      category: 'Design',
      steps: [step],
      resources: [resource],
    });
    const res = await get(`/api/tutorials/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().tutorial).toEqual({
      id: row!.id,
      title: 'Tutorial Lengkap',
      description: row!.description,
      youtubeId: 'abcdefghijk',
      // Issue 19: the defaults of a tutorial saved before its video's language was asked.
      videoLanguage: 'en',
      captions: true,
      duration: '30 minit',
      instructor: 'Cikgu Aina',
      difficulty: 'Pertengahan',
      category: 'Design',
      steps: [step],
      resources: [resource],
      createdAt: row!.created_at,
      updatedAt: row!.updated_at,
    });
  });

  it('answers 404 with the Malay not-found message', async () => {
    for (const id of [randomUUID(), 'bukan-id', "'; drop table tutorials; --"]) {
      const res = await get(`/api/tutorials/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: TUTORIAL_MESSAGES.notFound });
    }
  });

  it('names up to 3 tools of the same category, best rated first, with a few fields', async () => {
    const category = `Related-${randomUUID().slice(0, 8)}`;
    await t().insertTools(
      { name: 'R2', category, rating: 4 },
      { name: 'R1', category, rating: 5 },
      { name: 'Tanpa Nilai', category, rating: null },
      { name: 'R3', category, rating: 3 },
      { name: 'Luar', category: `Other-${category}`, rating: 5 },
    );
    const [row] = await t().insert('tutorials', buildTutorial, { category });
    const { relatedTools } = (await get(`/api/tutorials/${row!.id}`)).json();
    expect(relatedTools.map((r: { name: string }) => r.name)).toEqual(['R1', 'R2', 'R3']);
    expect(Object.keys(relatedTools[0]).sort()).toEqual(
      ['category', 'id', 'mainFunction', 'name', 'pricing', 'rating'].sort(),
    );
    expect(relatedTools[0]).toMatchObject({ category, rating: 5, pricing: 'Freemium' });
  });

  it('names no tools for a tutorial without a category or without tools in it', async () => {
    await t().insertTools({ category: 'Productivity' });
    const [row] = await t().insert(
      'tutorials',
      (o: Overrides) => ({ ...buildTutorial(o), category: null }),
      {},
    );
    const [empty] = await t().insert('tutorials', buildTutorial, {
      category: `Kosong-${randomUUID()}`,
    });
    for (const { id } of [row!, empty!]) {
      expect((await get(`/api/tutorials/${id}`)).json().relatedTools).toEqual([]);
    }
  });
});
