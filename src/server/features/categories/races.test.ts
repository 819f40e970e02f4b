import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../shared/categories.js';
import type { DbHandle } from '../../db/connect.js';
import { useTestApp, type TestApp } from '../../test/app.js';

// Issue 15 (6): an item written into a category while an admin deletes or renames that category,
// through two app processes. On PostgreSQL the second app has its own pool, as a second process
// behind a load balancer would; SQLite runs one process (docs/architecture.md#shape), whose transactions take
// turns, so there both apps share the database and the rounds pass through the same checks.
const t = useTestApp();
let other: DbHandle | undefined;
const second = useTestApp({}, { databaseOf: () => (other ??= t().reopen?.()) ?? t() });
afterAll(async () => other?.close());

const ROUNDS = 25;
const CONSTRAINED = ['tools', 'tutorials', 'workflows'] as const;

let n = 0;
const tool = (category: string) => ({
  name: `Alat Lumba ${++n}`,
  website: 'https://alat.example.com',
  mainFunction: 'Menulis',
  description: 'Alat untuk ujian lumba',
  category,
  pricing: 'Free',
  rating: 4,
  keyFeatures: [],
  alternatives: [],
});
const tutorial = (category: string) => ({
  title: `Tutorial Lumba ${++n}`,
  category,
  description: 'Tutorial untuk ujian lumba',
  duration: '10 minit',
  instructor: 'Cikgu Aina',
  youtubeId: 'dQw4w9WgXcQ',
  difficulty: 'Pemula',
  steps: [],
  resources: [],
});
const workflow = (category: string) => ({
  title: `Workflow Lumba ${++n}`,
  category,
  difficulty: 'Beginner',
  goal: 'Ujian lumba',
  description: 'Workflow untuk ujian lumba',
  estimatedTime: '1 jam',
  steps: [],
});

/**
 * Every tool, tutorial and workflow filed under a category named `prefix`… is filed under a row
 * of the table.
 */
async function expectNoStrays(app: TestApp, prefix: string) {
  const names = new Set(
    (await app.db.selectFrom('categories').select('name').execute()).map((c) => c.name),
  );
  for (const table of CONSTRAINED) {
    const rows = await app.db
      .selectFrom(table)
      .select(['id', 'category'])
      .where('category', 'like', `${prefix}%`)
      .execute();
    const strays = rows.filter((r) => !names.has(r.category!));
    expect(strays, `${table} filed under a category that is not a row`).toEqual([]);
  }
}

const statusOf = (res: { statusCode: number }) => res.statusCode;

/** A new category, then a tool, tutorial and workflow written into it while `other` runs. */
async function itemsWhile<T>(admin: string, name: string, other: (id: string) => Promise<T>) {
  const created = await t().as(admin).post('/api/admin/categories', { name });
  expect(created.statusCode, created.body).toBe(201);
  return Promise.all([
    t().as(admin).post('/api/admin/tools', tool(name)),
    t().as(admin).post('/api/admin/tutorials', tutorial(name)),
    t().as(admin).post('/api/admin/workflows', workflow(name)),
    other(created.json().id as string),
  ]);
}

describe('a category deleted or renamed while content is written into it (issue 15)', () => {
  it(`leaves no item under a deleted category, in ${ROUNDS} rounds`, async () => {
    const [adminA, adminB] = [await t().admin(), await t().admin()];
    const answers: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = await itemsWhile(adminA, `Padam ${round}`, (id) =>
        second().as(adminB).delete(`/api/admin/categories/${id}`),
      );
      answers.push(...results.map(statusOf));
      const [toolRes, tutorialRes, workflowRes, deleted] = results;
      // Either the category went first (the items are refused as an unknown category) or the
      // items did (the delete is refused as in use); never both written.
      if (deleted!.statusCode === 204) {
        for (const res of [toolRes!, tutorialRes!, workflowRes!]) {
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().error.fields).toEqual({ category: CATEGORY_MESSAGES.unknown });
        }
      } else {
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        for (const res of [toolRes!, tutorialRes!, workflowRes!]) {
          expect(res.statusCode, res.body).toBe(201);
        }
      }
    }
    expect(answers.filter((s) => s >= 500)).toEqual([]);
    await expectNoStrays(t(), 'Padam ');
  });

  it(`carries every item added meanwhile along with a rename, in ${ROUNDS} rounds`, async () => {
    const [adminA, adminB] = [await t().admin(), await t().admin()];
    const answers: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = await itemsWhile(adminA, `Nama ${round}`, (id) =>
        second()
          .as(adminB)
          .put(`/api/admin/categories/${id}`, { name: `Nama Baharu ${round}` }),
      );
      answers.push(...results.map(statusOf));
      expect(results[3]!.statusCode, results[3]!.body).toBe(200);
    }
    expect(answers.filter((s) => s >= 500)).toEqual([]);
    await expectNoStrays(t(), 'Nama ');
  });

  it(`never puts an item edited meanwhile back under the old name, in ${ROUNDS} rounds`, async () => {
    const [adminA, adminB] = [await t().admin(), await t().admin()];
    const answers: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Sunting ${round}`;
      const created = await t().as(adminA).post('/api/admin/categories', { name });
      expect(created.statusCode, created.body).toBe(201);
      const item = await t().as(adminA).post('/api/admin/tools', tool(name));
      expect(item.statusCode, item.body).toBe(201);
      // The edit keeps the category the tool had when the form was opened: it goes first (and the
      // rename carries the tool along) or is refused, as the name it sends is gone.
      const results = await Promise.all([
        t()
          .as(adminA)
          .put(`/api/admin/tools/${item.json().id}`, {
            ...tool(name),
            description: `Disunting ${round}`,
          }),
        second()
          .as(adminB)
          .put(`/api/admin/categories/${created.json().id}`, { name: `Sunting Baharu ${round}` }),
      ]);
      answers.push(...results.map(statusOf));
      expect(results[1]!.statusCode, results[1]!.body).toBe(200);
    }
    expect(answers.filter((s) => s >= 500)).toEqual([]);
    await expectNoStrays(t(), 'Sunting ');
  });
});
