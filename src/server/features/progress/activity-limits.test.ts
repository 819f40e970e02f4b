// Issue 15 point 2: one member cannot flood the activity records. Each status change and
// favourite records at most one interaction per item, kind and Kuala Lumpur day, and the writes
// themselves are limited per member and hour.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, RATE_RULES } from '../../auth/rate-limit.js';
import { buildPrompt, buildTool, buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

const activityOf = (userId: string) =>
  t()
    .db.selectFrom('interactions')
    .select(['item_id', 'interaction_type', 'notes', 'created_at', 'day'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('interactions: one per member, item, kind and day', () => {
  it('a favourite toggled again and again the same day is one row; the next day adds one', async () => {
    const { user, cookie } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    const ref = { itemType: 'tool', itemId: tool!.id };
    try {
      // 23:50 and 23:59 in Kuala Lumpur on 1 June, then 00:10 on 2 June.
      for (const at of ['2025-06-01T15:50:00.000Z', '2025-06-01T15:59:00.000Z']) {
        t().clock.current = new Date(at);
        expect((await t().as(cookie).post('/api/me/favorites', ref)).statusCode).toBe(201);
        expect((await t().as(cookie).delete(`/api/me/favorites/tool/${tool!.id}`)).statusCode).toBe(
          204,
        );
      }
      t().clock.current = new Date('2025-06-01T16:10:00.000Z');
      expect((await t().as(cookie).post('/api/me/favorites', ref)).statusCode).toBe(201);
    } finally {
      t().clock.current = new Date();
    }
    expect(await activityOf(user.id)).toEqual([
      {
        item_id: tool!.id,
        interaction_type: 'favorite',
        notes: null,
        created_at: '2025-06-01T15:59:00.000Z',
        day: '2025-06-01',
      },
      {
        item_id: tool!.id,
        interaction_type: 'favorite',
        notes: null,
        created_at: '2025-06-01T16:10:00.000Z',
        day: '2025-06-02',
      },
    ]);
  });

  it('status changes of one item in a day keep one row with the latest status; other kinds and items have their own', async () => {
    const { user, cookie } = await t().signedIn();
    const [tool, other] = await t().insert('tools', buildTool, {}, {});
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    const url = `/api/me/items/tool/${tool!.id}/status`;
    for (const status of ['tried', 'not_tried', 'tried', 'not_tried']) {
      expect((await t().as(cookie).put(url, { status })).statusCode).toBe(200);
    }
    await t().as(cookie).put(`/api/me/items/tool/${other!.id}/status`, { status: 'tried' });
    await t().as(cookie).post('/api/me/favorites', { itemType: 'tool', itemId: tool!.id });
    await t().as(cookie).post(`/api/prompts/${prompt!.id}/copy`);
    await t().as(cookie).post(`/api/prompts/${prompt!.id}/copy`);
    const rows = await activityOf(user.id);
    expect(rows.map((r) => [r.item_id, r.interaction_type, r.notes]).sort()).toEqual(
      [
        [tool!.id, 'status', 'not_tried'],
        [other!.id, 'status', 'tried'],
        [tool!.id, 'favorite', null],
        [prompt!.id, 'copy', null],
      ].sort(),
    );
  });
});

describe('status and favourite writes are limited per member', () => {
  it(`refuses status changes beyond ${RATE_RULES.statusUser.max} an hour with 429; another member is not affected`, async () => {
    const { cookie } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    const url = `/api/me/items/tool/${tool!.id}/status`;
    for (let i = 0; i < RATE_RULES.statusUser.max; i++) {
      const status = i % 2 ? 'tried' : 'not_tried';
      expect((await t().as(cookie).put(url, { status })).statusCode).toBe(200);
    }
    const refused = await t().as(cookie).put(url, { status: 'tried' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: RATE_LIMITED_MESSAGE(60),
    });
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const tutorialRefused = await t()
      .as(cookie)
      .put(`/api/me/tutorials/${tutorial!.id}/status`, { status: 'watching' });
    expect(tutorialRefused.statusCode).toBe(429);
    const someoneElse = await t().signedIn();
    expect((await t().as(someoneElse.cookie).put(url, { status: 'tried' })).statusCode).toBe(200);
  });

  it(`refuses favourite writes beyond ${RATE_RULES.favoriteUser.max} an hour, prompt hearts included`, async () => {
    const { cookie } = await t().signedIn();
    const [tool] = await t().insert('tools', buildTool, {});
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    for (let i = 0; i < RATE_RULES.favoriteUser.max / 2; i++) {
      const add = await t().as(cookie).post('/api/me/favorites', {
        itemType: 'tool',
        itemId: tool!.id,
      });
      expect(add.statusCode).toBe(201);
      expect((await t().as(cookie).delete(`/api/me/favorites/tool/${tool!.id}`)).statusCode).toBe(
        204,
      );
    }
    expect(
      (await t().as(cookie).post('/api/me/favorites', { itemType: 'tool', itemId: tool!.id }))
        .statusCode,
    ).toBe(429);
    const heart = await t().as(cookie).post('/api/me/prompt-favorites', { promptId: prompt!.id });
    expect(heart.statusCode).toBe(429);
  });
});
