import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES, type WorkflowCard } from '../../../shared/workflows.js';
import { buildWorkflow, buildWorkflowStep } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

// GET /api/workflows: docs/product.md#workflows search, the filters, order, paging and bad input.
const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = await t().member();
});

const get = (url: string) => t().as(cookie).get(url);
const titles = (body: { items: WorkflowCard[] }) => body.items.map((i) => i.title);
const insertWorkflows = (...overrides: Parameters<typeof buildWorkflow>[0][]) =>
  t().insert('workflows', buildWorkflow, ...overrides);

describe('GET /api/workflows search and filters (docs/product.md#workflows)', () => {
  const tag = randomUUID().slice(0, 8);
  const category = `Cat-${tag}`;
  beforeAll(async () => {
    await insertWorkflows(
      { title: `Blog ${tag}`, category, difficulty: 'Beginner', description: 'Tulis ARTIKEL' },
      { title: `Poster ${tag}`, category, difficulty: 'Advanced', goal: 'Jualan kilat' },
      {
        title: `Podcast ${tag}`,
        category,
        difficulty: 'Intermediate',
        steps: [
          buildWorkflowStep(1, 'Rakam suara'),
          buildWorkflowStep(2, 'Sunting', 'Buang bunyi bising'),
        ],
      },
      { title: `Lain ${tag}`, category: `Other-${tag}`, difficulty: 'Beginner' },
    );
  });

  it('matches title, description, goal, step task and step description, case-insensitively', async () => {
    const search = async (q: string) =>
      titles((await get(`/api/workflows?q=${encodeURIComponent(q)}&category=${category}`)).json());
    expect(await search(`BLOG ${tag}`)).toEqual([`Blog ${tag}`]);
    expect(await search('tulis artikel')).toEqual([`Blog ${tag}`]);
    expect(await search('JUALAN KILAT')).toEqual([`Poster ${tag}`]);
    expect(await search('rakam suara')).toEqual([`Podcast ${tag}`]);
    expect(await search('bunyi bising')).toEqual([`Podcast ${tag}`]);
  });

  it('matches the step values, not the JSON keys they are stored under', async () => {
    for (const q of ['task', 'stepNumber', 'description', 'tools', '"', '{', ':']) {
      const res = (
        await get(`/api/workflows?category=${category}&q=${encodeURIComponent(q)}`)
      ).json();
      expect(res.total, q).toBe(0);
    }
  });

  it('filters by category and difficulty, together and with "all"', async () => {
    const cat = (await get(`/api/workflows?category=${category}&sort=title`)).json();
    expect(titles(cat)).toEqual([`Blog ${tag}`, `Podcast ${tag}`, `Poster ${tag}`]);
    const beginner = (await get(`/api/workflows?q=${tag}&difficulty=Beginner&sort=title`)).json();
    expect(titles(beginner)).toEqual([`Blog ${tag}`, `Lain ${tag}`]);
    const both = (await get(`/api/workflows?category=${category}&difficulty=Advanced`)).json();
    expect(titles(both)).toEqual([`Poster ${tag}`]);
    const all = (await get(`/api/workflows?q=${tag}&category=all&difficulty=all`)).json();
    expect(all.total).toBe(4);
  });
});

describe('GET /api/workflows order and paging', () => {
  const category = `Paging-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    await insertWorkflows(
      ...['delta', 'Alpha', 'charlie', 'Bravo', 'echo'].map((title, i) => ({
        title,
        category,
        created_at: new Date(base + i * 1000).toISOString(),
      })),
    );
  });

  it('lists newest first by default and by title without regard to case', async () => {
    const newest = (await get(`/api/workflows?category=${category}`)).json();
    expect(titles(newest)).toEqual(['echo', 'Bravo', 'charlie', 'Alpha', 'delta']);
    expect(newest).toMatchObject({ total: 5, nextCursor: null });
    const byTitle = (await get(`/api/workflows?category=${category}&sort=title`)).json();
    expect(titles(byTitle)).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
  });

  it('accepts the limit edges 1 and 100', async () => {
    const one = (await get(`/api/workflows?category=${category}&limit=1`)).json();
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(5);
    expect(one.nextCursor).toEqual(expect.any(String));
    const hundred = (await get(`/api/workflows?category=${category}&limit=100`)).json();
    expect(hundred.items).toHaveLength(5);
  });

  for (const sort of ['newest', 'title']) {
    it(`pages through every item exactly once (${sort})`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/workflows?category=${category}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (await get(url)).json();
        expect(body.total).toBe(cursor ? undefined : 5);
        expect(body.items.length).toBeLessThanOrEqual(2);
        seen.push(...titles(body));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    });
  }
});

describe('GET /api/workflows bad input', () => {
  it.each([
    ['difficulty=Pemula', WORKFLOW_MESSAGES.difficultyInvalid],
    ['difficulty=beginner', WORKFLOW_MESSAGES.difficultyInvalid],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=1.5', 'limit must be a whole number'],
    ['sort=name', 'sort must be one of newest, title'],
    ['cursor=bukan-kursor', 'cursor is invalid'],
    [`cursor=${Buffer.from('["bukan-masa","x"]').toString('base64url')}`, 'cursor is invalid'],
    [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('%s → 400', async (query, message) => {
    const res = await get(`/api/workflows?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('workflow cards (issue 17: lists carry only what a card shows)', () => {
  it('lists a workflow with its card fields: a step count and its tools, not the steps', async () => {
    const tag = randomUUID().slice(0, 8);
    const [row] = await insertWorkflows({
      title: `Kad ${tag}`,
      goal: 'Tidak ditunjukkan pada kad',
      description: 'Aliran kerja kad',
      category: `Kad-${tag}`,
      difficulty: 'Intermediate',
      estimated_time: '1 jam',
      steps: [
        buildWorkflowStep(1, 'Satu', 'Pertama', ['ChatGPT', 'Canva']),
        buildWorkflowStep(2, 'Dua', 'Kedua', ['Canva', 'Buffer']),
        buildWorkflowStep(3, 'Tiga'),
      ],
    });
    expect((await get(`/api/workflows?q=${tag}`)).json().items).toEqual([
      {
        id: row!.id,
        title: `Kad ${tag}`,
        description: 'Aliran kerja kad',
        category: `Kad-${tag}`,
        difficulty: 'Intermediate',
        estimatedTime: '1 jam',
        stepCount: 3,
        tools: ['ChatGPT', 'Canva', 'Buffer'],
      },
    ]);
    expect((await get(`/api/workflows/${row!.id}`)).json().steps).toHaveLength(3);
  });
});
