import { describe, expect, it } from 'vitest';
import { TOOL_CATEGORIES } from '../../../shared/constants.js';
import { buildCategory, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

describe('GET /api/categories', () => {
  it('is for members only', async () => {
    expect((await t().as(null).get('/api/categories')).statusCode).toBe(401);
  });

  it('holds the ten categories of docs/product.md#categories on a new database, without demo content', async () => {
    const res = await t()
      .as(await t().member())
      .get('/api/categories');
    const names = res.json<{ items: { name: string }[] }>().items.map((c) => c.name);
    expect(names).toEqual([...TOOL_CATEGORIES].sort((a, b) => a.localeCompare(b)));
  });

  it('lists categories by name with counts of tools, tutorials and workflows', async () => {
    await t().insert('categories', buildCategory, { name: 'aaa-audio' });
    await t().insertTools({ category: 'Writing' }, { category: 'Writing' }, { category: 'Tiada' });
    await t().insert('tutorials', buildTutorial, { category: 'Writing' });
    await t().insert('workflows', buildWorkflow, { category: 'aaa-audio' });

    const res = await t()
      .as(await t().member())
      .get('/api/categories');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { name: string }[] }>().items;
    expect(items[0]).toEqual(
      expect.objectContaining({
        name: 'aaa-audio',
        counts: { tools: 0, tutorials: 0, workflows: 1 },
      }),
    );
    expect(items.find((c) => c.name === 'Writing')).toEqual(
      expect.objectContaining({
        name: 'Writing',
        description: expect.stringContaining('menulis'),
        counts: { tools: 2, tutorials: 1, workflows: 0 },
      }),
    );
  });
});
