import { describe, expect, it } from 'vitest';
import { FAVORITE_MESSAGES as M } from '../../../shared/favorites.js';
import { buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/me/favorites';
const rows = () => t().db.selectFrom('favorites').selectAll().execute();

describeMembersOnly(t, {
  calls: async () => {
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const ref = { itemType: 'tutorial', itemId: tutorial!.id };
    return [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, payload: ref },
      { method: 'DELETE', url: `${URL}/tutorial/${tutorial!.id}` },
    ];
  },
  state: rows,
  writes: true,
});

describe('a member’s favourites', () => {
  it('adds, lists newest first, refuses a duplicate and removes', async () => {
    const cookie = await t().member();
    const [first, second] = await t().insert('tutorials', buildTutorial, {}, {});
    const [workflow] = await t().insert('workflows', buildWorkflow, {});
    t().clock.current = new Date('2025-01-01T00:00:00.000Z');
    const added = await t().as(cookie).post(URL, { itemType: 'tutorial', itemId: first!.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      itemType: 'tutorial',
      itemId: first!.id,
      personalRemarks: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    t().clock.current = new Date('2025-01-02T00:00:00.000Z');
    await t().as(cookie).post(URL, { itemType: 'tutorial', itemId: second!.id });
    await t().as(cookie).post(URL, { itemType: 'workflow', itemId: workflow!.id });
    t().clock.current = new Date();

    const again = await t().as(cookie).post(URL, { itemType: 'tutorial', itemId: first!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.duplicate);

    const tutorials = await t().as(cookie).get(`${URL}?itemType=tutorial`);
    expect(tutorials.json().items.map((f: { itemId: string }) => f.itemId)).toEqual([
      second!.id,
      first!.id,
    ]);
    expect((await t().as(cookie).get(URL)).json().items).toHaveLength(3);

    const removed = await t().as(cookie).delete(`${URL}/tutorial/${first!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t().as(cookie).delete(`${URL}/tutorial/${first!.id}`)).statusCode).toBe(404);
    expect((await t().as(cookie).get(`${URL}?itemType=tutorial`)).json().items).toHaveLength(1);
  });

  it('belongs to its member alone', async () => {
    const [owner, other] = [await t().member(), await t().member()];
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    await t().as(owner).post(URL, { itemType: 'tutorial', itemId: tutorial!.id });
    expect((await t().as(other).get(URL)).json().items).toEqual([]);
    const res = await t().as(other).delete(`${URL}/tutorial/${tutorial!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await t().as(owner).get(URL)).json().items).toHaveLength(1);
    // Another member's id in the body changes nothing: the member is the session's.
    await t()
      .as(other)
      .post(URL, { itemType: 'tutorial', itemId: tutorial!.id, userId: 'someone-else' });
    expect((await t().as(owner).get(URL)).json().items).toHaveLength(1);
    expect((await t().as(other).get(URL)).json().items).toHaveLength(1);
  });

  it.each([
    [{ itemType: 'prompt', itemId: 'x' }, 400, M.typeInvalid],
    [{ itemType: 'tutorial', itemId: '' }, 400, undefined],
    [{ itemType: 'tutorial', itemId: 'tiada-sebegini' }, 404, M.notFound],
    [{ itemType: 'tool' }, 400, undefined],
  ])('refuses %j with %i', async (body, status, message) => {
    const before = await rows();
    const res = await t()
      .as(await t().member())
      .post(URL, body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await rows()).toHaveLength(before.length);
  });
});
