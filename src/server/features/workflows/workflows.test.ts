import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import { buildWorkflow, buildWorkflowStep } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = await t().member();
});

const get = (url: string) => t().as(cookie).get(url);
const insertWorkflows = (...overrides: Parameters<typeof buildWorkflow>[0][]) =>
  t().insert('workflows', buildWorkflow, ...overrides);

describeMembersOnly(t, {
  calls: async () => {
    const [w] = await insertWorkflows({});
    return [
      { method: 'GET', url: '/api/workflows' },
      { method: 'GET', url: `/api/workflows/${w!.id}` },
      { method: 'POST', url: `/api/workflows/${w!.id}/complete` },
    ];
  },
  state: () => t().db.selectFrom('interactions').select('id').execute(),
  writes: true,
});

describe('GET /api/workflows/:id', () => {
  it('returns the workflow with its steps and tools', async () => {
    const [w] = await insertWorkflows({
      title: 'Butiran',
      goal: 'Matlamat',
      estimated_time: '2 jam',
      steps: [
        {
          ...buildWorkflowStep(1, 'Satu', 'Pertama', ['ChatGPT', 'Canva']),
          alternatives: ['Claude'],
        },
        buildWorkflowStep(2, 'Dua', 'Kedua', ['Canva', 'Buffer']),
      ],
    });
    const res = await get(`/api/workflows/${w!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w!.id,
      title: 'Butiran',
      goal: 'Matlamat',
      estimatedTime: '2 jam',
      tools: ['ChatGPT', 'Canva', 'Buffer'],
      steps: [
        { stepNumber: 1, task: 'Satu', tools: ['ChatGPT', 'Canva'], alternatives: ['Claude'] },
        { stepNumber: 2, task: 'Dua', description: 'Kedua', alternatives: [] },
      ],
    });
  });

  it('answers 404 with the Malay not-found message', async () => {
    for (const id of [randomUUID(), 'bukan-id']) {
      const res = await get(`/api/workflows/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: WORKFLOW_MESSAGES.notFound });
    }
  });
});

describe('POST /api/workflows/:id/complete', () => {
  it('records a completion for the signed-in member only, at the app clock', async () => {
    const [w] = await insertWorkflows({});
    const member = await t().createUser();
    const other = await t().createUser();
    t().clock.current = new Date('2025-06-01T09:30:00.000Z');
    const res = await t()
      .as(await t().cookieFor(member))
      .post(`/api/workflows/${w!.id}/complete`, { user_id: other.id, userId: other.id });
    expect(res.statusCode).toBe(200);
    // Issue 19: the summary for the completion card (no run kept here: no time taken).
    expect(res.json()).toMatchObject({ elapsedMs: 0, streakDays: 1 });
    const rows = await t()
      .db.selectFrom('interactions')
      .selectAll()
      .where('item_id', '=', w!.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: member.id,
        item_id: w!.id,
        item_type: 'workflow',
        interaction_type: 'complete',
        created_at: '2025-06-01T09:30:00.000Z',
      }),
    ]);
    t().clock.current = new Date();
  });

  it('limits how many completions one member records in an hour', async () => {
    const { user, cookie } = await t().signedIn();
    const [w] = await insertWorkflows({});
    for (let i = 0; i < 60; i++) {
      expect((await t().as(cookie).post(`/api/workflows/${w!.id}/complete`)).statusCode).toBe(200);
    }
    const res = await t().as(cookie).post(`/api/workflows/${w!.id}/complete`);
    expect(res.statusCode).toBe(429);
    const rows = await t()
      .db.selectFrom('interactions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    // One row per member, item, kind and day (progress/activity.ts), however many were let through.
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown workflow and records nothing', async () => {
    const id = randomUUID();
    const res = await t().as(cookie).post(`/api/workflows/${id}/complete`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(WORKFLOW_MESSAGES.notFound);
    const rows = await t()
      .db.selectFrom('interactions')
      .selectAll()
      .where('item_id', '=', id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a request from another origin', async () => {
    const [w] = await insertWorkflows({});
    const res = await t()
      .as(cookie)
      .post(`/api/workflows/${w!.id}/complete`, undefined, { origin: 'https://jahat.example' });
    expect(res.statusCode).toBe(403);
  });
});
