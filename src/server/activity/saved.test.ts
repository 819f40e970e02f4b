import { describe, expect, it } from 'vitest';
import { buildPrompt, buildTool, buildTutorial, buildWorkflow } from '../db/factories.js';
import { useTestApp } from '../test/app.js';

// Issue 19: "Disimpan sahaja" — each member list filtered to the member's own saved items.

const t = useTestApp();
// The same database with the read cache on: a list of one member's saved items is never kept
// and handed to another.
const cached = useTestApp({ READ_CACHE_SECONDS: '60' }, { databaseOf: t });

const LISTS = [
  { url: '/api/tools', type: 'tool', table: 'tools', build: buildTool },
  { url: '/api/tutorials', type: 'tutorial', table: 'tutorials', build: buildTutorial },
  { url: '/api/workflows', type: 'workflow', table: 'workflows', build: buildWorkflow },
  { url: '/api/prompts', type: 'prompt', table: 'prompts', build: buildPrompt },
] as const;

async function saveAs(cookie: string, type: string, id: string) {
  const res =
    type === 'prompt'
      ? await t().as(cookie).post('/api/me/prompt-favorites', { promptId: id })
      : await t().as(cookie).post('/api/me/favorites', { itemType: type, itemId: id });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('saved=1 on the member lists', () => {
  for (const list of LISTS) {
    it(`${list.url} gives the member's saved items only, and another member's theirs`, async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one loop over four tables
      const [mine, theirs] = await t().insert(list.table as any, list.build as any, {}, {});
      const me = await cached().member();
      const other = await cached().member();
      await saveAs(me, list.type, (mine as { id: string }).id);
      await saveAs(other, list.type, (theirs as { id: string }).id);

      const ids = async (cookie: string, query = '?saved=1') => {
        const res = await cached().as(cookie).get(`${list.url}${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { items: { id: string }[]; total?: number }).items.map((i) => i.id);
      };
      expect(await ids(me)).toEqual([(mine as { id: string }).id]);
      // Asked at the same address, the other member gets their own, not a kept answer.
      expect(await ids(other)).toEqual([(theirs as { id: string }).id]);
      expect(await ids(me, '?saved=true')).toEqual([(mine as { id: string }).id]);
      // Without the filter the list holds both.
      const all = await ids(me, '?limit=100');
      expect(all).toEqual(
        expect.arrayContaining([(mine as { id: string }).id, (theirs as { id: string }).id]),
      );
      const bad = await cached().as(me).get(`${list.url}?saved=2`);
      expect(bad.statusCode).toBe(400);
    });
  }

  it('means nothing on the public showcase, which has no member', async () => {
    const res = await t().as(null).get('/api/showcase/tools?saved=1&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
  });
});
