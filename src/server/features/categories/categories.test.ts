import { describe, expect, it } from 'vitest';
import { buildCategory, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

describe('GET /api/categories', () => {
  it('is for members only', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });

  it('lists categories by name with counts of tools, tutorials and workflows', async () => {
    const { db } = t();
    await db
      .insertInto('categories')
      .values([
        buildCategory({ name: 'Writing', description: 'Menulis' }),
        buildCategory({ name: 'audio' }),
      ])
      .execute();
    await t().insertTools({ category: 'Writing' }, { category: 'Writing' }, { category: 'Tiada' });
    await db
      .insertInto('tutorials')
      .values(buildTutorial({ category: 'Writing' }))
      .execute();
    await db
      .insertInto('workflows')
      .values([buildWorkflow({ category: 'audio' })])
      .execute();

    const res = await t().app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { cookie: await t().member() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ name: 'audio', counts: { tools: 0, tutorials: 0, workflows: 1 } }),
      expect.objectContaining({
        name: 'Writing',
        description: 'Menulis',
        counts: { tools: 2, tutorials: 1, workflows: 0 },
      }),
    ]);
  });
});
