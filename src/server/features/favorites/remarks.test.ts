import { describe, expect, it } from 'vitest';
import { FAVORITE_MESSAGES as M, PERSONAL_REMARKS_MAX } from '../../../shared/favorites.js';
import { buildFavorite, buildTool, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/me/favorites';
const REFUSED = 'catatan yang ditolak';
const remarksOf = () =>
  t()
    .db.selectFrom('favorites')
    .select(['user_id', 'item_id', 'personal_remarks'])
    .orderBy('id')
    .execute();

describeMembersOnly(t, {
  calls: async () => {
    const { user } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    await t()
      .db.insertInto('favorites')
      .values(buildFavorite(user.id, tool!.id, { personal_remarks: 'asal' }))
      .execute();
    return [
      { method: 'PATCH', url: `${URL}/tool/${tool!.id}`, payload: { personalRemarks: REFUSED } },
    ];
  },
  // The calls insert a favourite of their own: what must not appear is the refused remark.
  state: () =>
    t().db.selectFrom('favorites').select('id').where('personal_remarks', '=', REFUSED).execute(),
  writes: true,
});

describe('remarks on a favourite (docs/product.md#favourites-and-remarks Favorite toggle, Favourites)', () => {
  it('adds one with the favourite, trimmed, and counts the add as activity', async () => {
    const { user, cookie } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    t().clock.current = new Date('2025-05-05T01:00:00.000Z');
    const res = await t()
      .as(cookie)
      .post(URL, { itemType: 'tool', itemId: tool!.id, personalRemarks: '  Guna untuk emel  ' });
    t().clock.current = new Date();
    expect(res.statusCode).toBe(201);
    expect(res.json().personalRemarks).toBe('Guna untuk emel');
    const activity = await t()
      .db.selectFrom('interactions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(activity).toEqual([
      expect.objectContaining({
        item_id: tool!.id,
        item_type: 'tool',
        interaction_type: 'favorite',
        created_at: '2025-05-05T01:00:00.000Z',
      }),
    ]);
  });

  it('a refused duplicate records no activity', async () => {
    const { user, cookie } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    const ref = { itemType: 'tool', itemId: tool!.id };
    expect((await t().as(cookie).post(URL, ref)).statusCode).toBe(201);
    const again = await t()
      .as(cookie)
      .post(URL, { ...ref, personalRemarks: 'lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.duplicate);
    const activity = await t()
      .db.selectFrom('interactions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(activity).toHaveLength(1);
    const [row] = await t()
      .db.selectFrom('favorites')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(row!.personal_remarks).toBeNull();
  });

  it.each(['tool', 'tutorial', 'workflow'] as const)(
    'edits and clears the remark on a favourite %s',
    async (itemType) => {
      const cookie = await t().member();
      const build = { tool: buildTool, tutorial: buildTutorial, workflow: buildWorkflow }[itemType];
      const table = ({ tool: 'tools', tutorial: 'tutorials', workflow: 'workflows' } as const)[
        itemType
      ];
      const [item] = await t().insert(table, build as typeof buildTool, {});
      const ref = `${URL}/${itemType}/${item!.id}`;
      await t().as(cookie).post(URL, { itemType, itemId: item!.id });

      const edited = await t().as(cookie).patch(ref, { personalRemarks: '  Bagus untuk kelas  ' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        itemType,
        itemId: item!.id,
        personalRemarks: 'Bagus untuk kelas',
      });
      const listed = (await t().as(cookie).get(`${URL}?itemType=${itemType}`)).json().items;
      expect(listed[0].personalRemarks).toBe('Bagus untuk kelas');

      const blank = await t().as(cookie).patch(ref, { personalRemarks: '   ' });
      expect(blank.json().personalRemarks).toBeNull();
      await t().as(cookie).patch(ref, { personalRemarks: 'semula' });
      const cleared = await t().as(cookie).patch(ref, { personalRemarks: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().personalRemarks).toBeNull();
    },
  );

  it('answers 404 when the item is not the member’s favourite, and changes nothing', async () => {
    const [owner, other] = [await t().signedIn(), await t().signedIn()];
    const [workflow, unsaved] = await t().insert('workflows', buildWorkflow, {}, {});
    await t()
      .as(owner.cookie)
      .post(URL, { itemType: 'workflow', itemId: workflow!.id, personalRemarks: 'milik saya' });
    const before = await remarksOf();

    for (const [cookie, path] of [
      // docs/product.md#favourites-and-remarks: a workflow's remark only once it is a favourite.
      [owner.cookie, `workflow/${unsaved!.id}`],
      // Another member's favourite is not theirs to change.
      [other.cookie, `workflow/${workflow!.id}`],
      [owner.cookie, `workflow/tiada-sebegini`],
    ] as const) {
      const res = await t()
        .as(cookie)
        .patch(`${URL}/${path}`, { personalRemarks: 'diubah', userId: owner.user.id });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.message).toBe(M.notFound);
    }
    expect(await remarksOf()).toEqual(before);
  });

  it.each([
    [{ personalRemarks: 'x'.repeat(PERSONAL_REMARKS_MAX + 1) }, M.remarksTooLong],
    [{ personalRemarks: 42 }, undefined],
    [{}, undefined],
  ])('refuses %j', async (body, message) => {
    const cookie = await t().member();
    const [tool] = await t().insert('tools', buildTool, {});
    await t().as(cookie).post(URL, { itemType: 'tool', itemId: tool!.id, personalRemarks: 'asal' });
    const before = await remarksOf();
    const res = await t().as(cookie).patch(`${URL}/tool/${tool!.id}`, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await remarksOf()).toEqual(before);
  });

  it('keeps a remark of exactly the limit, counted after trimming', async () => {
    const cookie = await t().member();
    const [tool] = await t().insert('tools', buildTool, {});
    const remark = 'y'.repeat(PERSONAL_REMARKS_MAX);
    const res = await t()
      .as(cookie)
      .post(URL, { itemType: 'tool', itemId: tool!.id, personalRemarks: `  ${remark}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().personalRemarks).toBe(remark);
    const tooLong = await t()
      .as(cookie)
      .patch(`${URL}/tool/${tool!.id}`, { personalRemarks: `${remark}z` });
    expect(tooLong.statusCode).toBe(400);

    const [other] = await t().insert('tools', buildTool, {});
    const addTooLong = await t()
      .as(cookie)
      .post(URL, { itemType: 'tool', itemId: other!.id, personalRemarks: `${remark}z` });
    expect(addTooLong.statusCode).toBe(400);
    expect(addTooLong.json().error.message).toBe(M.remarksTooLong);
    expect((await t().as(cookie).get(URL)).json().items).toHaveLength(1);
  });
});
