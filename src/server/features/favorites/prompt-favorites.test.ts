import { describe, expect, it } from 'vitest';
import { PROMPT_FAVORITE_MESSAGES as M } from '../../../shared/favorites.js';
import { PROMPT_MESSAGES } from '../../../shared/prompts.js';
import { buildPrompt } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/me/prompt-favorites';
const rows = () => t().db.selectFrom('prompt_favorites').selectAll().orderBy('prompt_id').execute();

describeMembersOnly(t, {
  calls: async () => {
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    return [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, payload: { promptId: prompt!.id } },
      { method: 'DELETE', url: `${URL}/${prompt!.id}` },
    ];
  },
  state: rows,
  writes: true,
});

describe('a member’s favourite prompts (docs/product.md#favourites-and-remarks Favorite toggle, Prompt favourites)', () => {
  it('toggles on and off, lists ids newest first and refuses a duplicate', async () => {
    const { user, cookie } = await t().signedIn();
    const [first, second] = await t().insert('prompts', buildPrompt, {}, {});
    t().clock.current = new Date('2025-02-01T00:00:00.000Z');
    const added = await t().as(cookie).post(URL, { promptId: first!.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ promptId: first!.id, createdAt: '2025-02-01T00:00:00.000Z' });
    t().clock.current = new Date('2025-02-02T00:00:00.000Z');
    await t().as(cookie).post(URL, { promptId: second!.id });
    t().clock.current = new Date();

    expect((await t().as(cookie).get(URL)).json()).toEqual({
      promptIds: [second!.id, first!.id],
    });

    const again = await t().as(cookie).post(URL, { promptId: first!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'duplicate', message: M.duplicate });

    // Each add is activity for the streak (docs/product.md#progress-and-streak); the refused duplicate is not.
    const activity = await t()
      .db.selectFrom('interactions')
      .select(['item_id', 'item_type', 'interaction_type'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(activity).toEqual([
      { item_id: first!.id, item_type: 'prompt', interaction_type: 'favorite' },
      { item_id: second!.id, item_type: 'prompt', interaction_type: 'favorite' },
    ]);

    expect((await t().as(cookie).delete(`${URL}/${first!.id}`)).statusCode).toBe(204);
    const gone = await t().as(cookie).delete(`${URL}/${first!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(M.notFavorite);
    expect((await t().as(cookie).get(URL)).json()).toEqual({ promptIds: [second!.id] });
  });

  it('belongs to its member alone', async () => {
    const [owner, other] = [await t().signedIn(), await t().signedIn()];
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    await t().as(owner.cookie).post(URL, { promptId: prompt!.id });
    const before = await rows();

    expect((await t().as(other.cookie).get(URL)).json()).toEqual({ promptIds: [] });
    expect((await t().as(other.cookie).delete(`${URL}/${prompt!.id}`)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);

    // A user id in the body changes nothing: the member is the session's.
    const res = await t()
      .as(other.cookie)
      .post(URL, { promptId: prompt!.id, userId: owner.user.id, user_id: owner.user.id });
    expect(res.statusCode).toBe(201);
    expect((await t().as(owner.cookie).get(URL)).json()).toEqual({ promptIds: [prompt!.id] });
    expect((await t().as(other.cookie).get(URL)).json()).toEqual({ promptIds: [prompt!.id] });
    await t().as(other.cookie).delete(`${URL}/${prompt!.id}`);
    expect((await t().as(owner.cookie).get(URL)).json()).toEqual({ promptIds: [prompt!.id] });
  });

  it.each([
    [{ promptId: 'tiada-sebegini' }, 404, PROMPT_MESSAGES.notFound],
    [{ promptId: '' }, 400, undefined],
    [{ promptId: 'x'.repeat(101) }, 400, undefined],
    [{}, 400, undefined],
  ])('refuses %j with %i', async (body, status, message) => {
    const before = await rows();
    const res = await t()
      .as(await t().member())
      .post(URL, body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await rows()).toEqual(before);
  });
});
