import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../../shared/statuses.js';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { TUTORIAL_MESSAGES } from '../../../shared/tutorials.js';
import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import { buildTool, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const tutorialUrl = (id: string) => `/api/me/tutorials/${id}/status`;
const itemUrl = (type: string, id: string) => `/api/me/items/${type}/${id}/status`;

const state = async () => ({
  tutorials: await t()
    .db.selectFrom('tutorial_status')
    .selectAll()
    .orderBy('user_id')
    .orderBy('tutorial_id')
    .execute(),
  items: await t()
    .db.selectFrom('item_status')
    .selectAll()
    .orderBy('user_id')
    .orderBy('item_id')
    .execute(),
  interactions: (await t().db.selectFrom('interactions').select('id').execute()).length,
});

const activityOf = (userId: string) =>
  t()
    .db.selectFrom('interactions')
    .select(['item_id', 'item_type', 'interaction_type', 'notes', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describeMembersOnly(t, {
  calls: async () => {
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const [tool] = await t().insert('tools', buildTool, {});
    return [
      { method: 'GET', url: '/api/me/statuses' },
      { method: 'PUT', url: tutorialUrl(tutorial!.id), payload: { status: 'watching' } },
      { method: 'PUT', url: itemUrl('tool', tool!.id), payload: { status: 'tried' } },
    ];
  },
  state,
  writes: true,
});

describe('tutorial status (docs/product.md#progress-and-streak: not_started, watching, completed)', () => {
  it('is saved as one row per member and tutorial, with the time, and counts as activity', async () => {
    const { user, cookie } = await t().signedIn();
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    t().clock.current = new Date('2025-04-01T02:00:00.000Z');
    const first = await t().as(cookie).put(tutorialUrl(tutorial!.id), { status: 'watching' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      tutorialId: tutorial!.id,
      status: 'watching',
      lastWatchedAt: '2025-04-01T02:00:00.000Z',
    });

    t().clock.current = new Date('2025-04-02T03:00:00.000Z');
    const second = await t().as(cookie).put(tutorialUrl(tutorial!.id), { status: 'completed' });
    expect(second.json()).toEqual({
      tutorialId: tutorial!.id,
      status: 'completed',
      lastWatchedAt: '2025-04-02T03:00:00.000Z',
    });
    t().clock.current = new Date();

    const rows = await t()
      .db.selectFrom('tutorial_status')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      {
        user_id: user.id,
        tutorial_id: tutorial!.id,
        status: 'completed',
        last_watched_at: '2025-04-02T03:00:00.000Z',
      },
    ]);
    expect(await activityOf(user.id)).toEqual([
      {
        item_id: tutorial!.id,
        item_type: 'tutorial',
        interaction_type: 'status',
        notes: 'watching',
        created_at: '2025-04-01T02:00:00.000Z',
      },
      {
        item_id: tutorial!.id,
        item_type: 'tutorial',
        interaction_type: 'status',
        notes: 'completed',
        created_at: '2025-04-02T03:00:00.000Z',
      },
    ]);

    // Back to the start is a change like any other (docs/product.md#progress-and-streak: freely changed).
    const back = await t().as(cookie).put(tutorialUrl(tutorial!.id), { status: 'not_started' });
    expect(back.json().status).toBe('not_started');
  });

  it.each([
    [{ status: 'tried' }, 400, STATUS_MESSAGES.tutorialStatusInvalid],
    [{ status: 'selesai' }, 400, STATUS_MESSAGES.tutorialStatusInvalid],
    [{}, 400, undefined],
  ])('refuses %j', async (body, status, message) => {
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const before = await state();
    const res = await t()
      .as(await t().member())
      .put(tutorialUrl(tutorial!.id), body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('answers 404 for an unknown tutorial and records nothing', async () => {
    const before = await state();
    const res = await t()
      .as(await t().member())
      .put(tutorialUrl('tiada-sebegini'), { status: 'watching' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(TUTORIAL_MESSAGES.notFound);
    expect(await state()).toEqual(before);
  });
});

describe('tool and workflow status (docs/product.md#progress-and-streak: not_tried, tried)', () => {
  it.each([
    ['tool', buildTool, 'tools'],
    ['workflow', buildWorkflow, 'workflows'],
  ] as const)('upserts a %s’s status on member, item and type', async (type, build, table) => {
    const { user, cookie } = await t().signedIn();
    const [item] = await t().insert(table, build as typeof buildTool, {});
    t().clock.current = new Date('2025-04-03T04:00:00.000Z');
    const first = await t().as(cookie).put(itemUrl(type, item!.id), { status: 'tried' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      itemType: type,
      itemId: item!.id,
      status: 'tried',
      lastInteractionAt: '2025-04-03T04:00:00.000Z',
    });
    t().clock.current = new Date('2025-04-04T04:00:00.000Z');
    await t().as(cookie).put(itemUrl(type, item!.id), { status: 'not_tried' });
    t().clock.current = new Date();

    const rows = await t()
      .db.selectFrom('item_status')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      {
        user_id: user.id,
        item_id: item!.id,
        item_type: type,
        status: 'not_tried',
        last_interaction_at: '2025-04-04T04:00:00.000Z',
      },
    ]);
    expect((await activityOf(user.id)).map((a) => [a.item_type, a.notes])).toEqual([
      [type, 'tried'],
      [type, 'not_tried'],
    ]);
  });

  it.each([
    ['tool', TOOL_MESSAGES.notFound],
    ['workflow', WORKFLOW_MESSAGES.notFound],
  ])('answers 404 for an unknown %s', async (type, message) => {
    const before = await state();
    const res = await t()
      .as(await t().member())
      .put(itemUrl(type, 'tiada-sebegini'), { status: 'tried' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('answers 404 for a tool id given as a workflow', async () => {
    const [tool] = await t().insert('tools', buildTool, {});
    const res = await t()
      .as(await t().member())
      .put(itemUrl('workflow', tool!.id), { status: 'tried' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['tutorial', { status: 'tried' }, STATUS_MESSAGES.itemTypeInvalid],
    ['prompt', { status: 'tried' }, STATUS_MESSAGES.itemTypeInvalid],
    ['tool', { status: 'completed' }, STATUS_MESSAGES.itemStatusInvalid],
    ['tool', { status: null }, STATUS_MESSAGES.itemStatusInvalid],
  ])('refuses type %s with %j', async (type, body, message) => {
    const [tool] = await t().insert('tools', buildTool, {});
    const before = await state();
    const res = await t()
      .as(await t().member())
      .put(itemUrl(type, tool!.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('completing a workflow in the runner marks it tried', async () => {
    const { user, cookie } = await t().signedIn();
    const [workflow] = await t().insert('workflows', buildWorkflow, {});
    t().clock.current = new Date('2025-04-05T04:00:00.000Z');
    await t().as(cookie).put(itemUrl('workflow', workflow!.id), { status: 'not_tried' });
    t().clock.current = new Date('2025-04-05T05:00:00.000Z');
    const res = await t().as(cookie).post(`/api/workflows/${workflow!.id}/complete`);
    t().clock.current = new Date();
    expect(res.statusCode).toBe(200);
    const statuses = (await t().as(cookie).get('/api/me/statuses')).json();
    expect(statuses.items).toEqual([
      {
        itemType: 'workflow',
        itemId: workflow!.id,
        status: 'tried',
        lastInteractionAt: '2025-04-05T05:00:00.000Z',
      },
    ]);
    // One completion is one activity: marking it tried adds none of its own.
    expect((await activityOf(user.id)).map((a) => a.interaction_type)).toEqual([
      'status',
      'complete',
    ]);
  });
});

describe('GET /api/me/statuses', () => {
  it('lists the member’s own statuses only; another member’s calls leave them as they are', async () => {
    const [owner, other] = [await t().signedIn(), await t().signedIn()];
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const [tool] = await t().insert('tools', buildTool, {});
    t().clock.current = new Date('2025-04-06T06:00:00.000Z');
    await t().as(owner.cookie).put(tutorialUrl(tutorial!.id), { status: 'completed' });
    await t().as(owner.cookie).put(itemUrl('tool', tool!.id), { status: 'tried' });
    const mine = (await t().as(owner.cookie).get('/api/me/statuses')).json();
    expect(mine).toEqual({
      tutorials: [
        {
          tutorialId: tutorial!.id,
          status: 'completed',
          lastWatchedAt: '2025-04-06T06:00:00.000Z',
        },
      ],
      items: [
        {
          itemType: 'tool',
          itemId: tool!.id,
          status: 'tried',
          lastInteractionAt: '2025-04-06T06:00:00.000Z',
        },
      ],
    });
    expect((await t().as(other.cookie).get('/api/me/statuses')).json()).toEqual({
      tutorials: [],
      items: [],
    });

    // The other member sets their own status of the same items, naming the owner in the body:
    // it is theirs, and the owner's stays as it was.
    t().clock.current = new Date('2025-04-07T06:00:00.000Z');
    await t()
      .as(other.cookie)
      .put(tutorialUrl(tutorial!.id), { status: 'watching', userId: owner.user.id });
    await t()
      .as(other.cookie)
      .put(itemUrl('tool', tool!.id), { status: 'not_tried', user_id: owner.user.id });
    t().clock.current = new Date();
    expect((await t().as(owner.cookie).get('/api/me/statuses')).json()).toEqual(mine);
    const theirs = (await t().as(other.cookie).get('/api/me/statuses')).json();
    expect(theirs.tutorials.map((s: { status: string }) => s.status)).toEqual(['watching']);
    expect(theirs.items.map((s: { status: string }) => s.status)).toEqual(['not_tried']);
    expect(await activityOf(owner.user.id)).toHaveLength(2);
  });
});
