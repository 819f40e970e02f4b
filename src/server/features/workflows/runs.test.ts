import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RUN_MAX_ELAPSED_MS, WORKFLOW_RUN_MESSAGES } from '../../../shared/workflow-runs.js';
import { WORKFLOW_MESSAGES } from '../../../shared/workflows.js';
import { buildTutorial, buildWorkflow, buildWorkflowStep } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 19: a member's run of a workflow is kept on the server and restored anywhere.

const t = useTestApp();

const threeSteps = () =>
  t().insert('workflows', buildWorkflow, {
    category: `Kategori ${randomUUID().slice(0, 6)}`,
    steps: [
      buildWorkflowStep(1, 'Satu'),
      buildWorkflowStep(2, 'Dua'),
      buildWorkflowStep(3, 'Tiga'),
    ],
  });
const url = (id: string) => `/api/me/workflow-runs/${id}`;
const state = { current: 1, completed: [0], elapsedMs: 65_000, running: false };

describeMembersOnly(t, {
  calls: async () => {
    const [w] = await threeSteps();
    return [
      { method: 'GET', url: url(w!.id) },
      { method: 'PUT', url: url(w!.id), payload: state },
      { method: 'DELETE', url: url(w!.id) },
    ];
  },
  state: () => t().db.selectFrom('workflow_runs').selectAll().execute(),
  writes: true,
});

describe('/api/me/workflow-runs/:id', () => {
  it('is empty before the first step, then gives back what was saved, at any later request', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    expect((await t().as(cookie).get(url(w!.id))).json()).toEqual({ run: null });

    const saved = await t().as(cookie).put(url(w!.id), state);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().run).toMatchObject({ ...state, finishedAt: null });

    // Another request (a reload, a new tab, a new sign-in) continues the same run.
    const again = await t()
      .as(await t().cookieFor((await t().signedIn()).user))
      .get(url(w!.id));
    expect(again.json()).toEqual({ run: null });
    const restored = (await t().as(cookie).get(url(w!.id))).json().run;
    expect(restored).toMatchObject(state);
    expect(restored.startedAt).toBe(saved.json().run.startedAt);
  });

  it('keeps counting a running timer between requests, by the server clock', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    t().clock.current = new Date('2026-03-01T08:00:00.000Z');
    await t()
      .as(cookie)
      .put(url(w!.id), { current: 0, completed: [], elapsedMs: 10_000, running: true });
    t().clock.current = new Date('2026-03-01T08:02:00.000Z');
    const run = (await t().as(cookie).get(url(w!.id))).json().run;
    expect(run).toMatchObject({ elapsedMs: 130_000, running: true });

    // Stopped, it stays where it stopped.
    await t()
      .as(cookie)
      .put(url(w!.id), { ...run, running: false });
    t().clock.current = new Date('2026-03-01T09:00:00.000Z');
    expect((await t().as(cookie).get(url(w!.id))).json().run).toMatchObject({
      elapsedMs: 130_000,
      running: false,
    });
    t().clock.current = new Date();
  });

  it('is each member’s own: another member neither sees nor changes it', async () => {
    const [w] = await threeSteps();
    const mine = await t().signedIn();
    const theirs = await t().signedIn();
    await t().as(mine.cookie).put(url(w!.id), state);
    expect((await t().as(theirs.cookie).get(url(w!.id))).json().run).toBeNull();
    await t()
      .as(theirs.cookie)
      .put(url(w!.id), { current: 2, completed: [0, 1], elapsedMs: 1, running: false });
    expect((await t().as(theirs.cookie).delete(url(w!.id))).statusCode).toBe(204);
    expect((await t().as(mine.cookie).get(url(w!.id))).json().run).toMatchObject(state);
  });

  it('Reset forgets the run', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    await t().as(cookie).put(url(w!.id), state);
    expect((await t().as(cookie).delete(url(w!.id))).statusCode).toBe(204);
    expect((await t().as(cookie).get(url(w!.id))).json()).toEqual({ run: null });
    // Resetting what is not there is no error.
    expect((await t().as(cookie).delete(url(w!.id))).statusCode).toBe(204);
  });

  it('refuses steps the workflow does not have and bad values, keeping what was saved', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    await t().as(cookie).put(url(w!.id), state);
    const bad = [
      { ...state, current: 3 },
      { ...state, completed: [0, 5] },
      { ...state, current: -1 },
      { ...state, current: 1.5 },
      { ...state, completed: [0, 0] },
      { ...state, elapsedMs: RUN_MAX_ELAPSED_MS + 1 },
      { ...state, elapsedMs: -5 },
      { ...state, running: 'ya' },
      { current: 0 },
      { ...state, completed: Array.from({ length: 500 }, (_, i) => i) },
      [0, 1],
    ];
    for (const body of bad) {
      const res = await t().as(cookie).put(url(w!.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const outside = await t()
      .as(cookie)
      .put(url(w!.id), { ...state, current: 3 });
    expect(outside.json().error.message).toBe(WORKFLOW_RUN_MESSAGES.stepOutOfRange);
    expect((await t().as(cookie).get(url(w!.id))).json().run).toMatchObject(state);
  });

  it('answers 404 for an unknown workflow and keeps nothing', async () => {
    const { cookie } = await t().signedIn();
    for (const id of [randomUUID(), 'bukan-id']) {
      for (const res of [
        await t().as(cookie).get(url(id)),
        await t().as(cookie).put(url(id), state),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(WORKFLOW_MESSAGES.notFound);
      }
    }
    expect(await t().db.selectFrom('workflow_runs').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ workflow_id: 'bukan-id' }),
    );
  });

  it('stays within the workflow when an admin has removed steps since', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    await t()
      .as(cookie)
      .put(url(w!.id), { current: 2, completed: [0, 1, 2], elapsedMs: 0, running: false });
    await t()
      .db.updateTable('workflows')
      .set({ steps: JSON.stringify([buildWorkflowStep(1, 'Satu'), buildWorkflowStep(2, 'Dua')]) })
      .where('id', '=', w!.id)
      .execute();
    expect((await t().as(cookie).get(url(w!.id))).json().run).toMatchObject({
      current: 1,
      completed: [0, 1],
    });
  });

  it('finishing stops the timer, keeps the run finished and suggests what to do next', async () => {
    const [w, sameCategory] = await t().insert(
      'workflows',
      buildWorkflow,
      { category: 'Kategori Selesai', steps: [buildWorkflowStep(1, 'Satu')] },
      { category: 'Kategori Selesai', steps: [buildWorkflowStep(1, 'Lagi')] },
    );
    const { cookie } = await t().signedIn();
    t().clock.current = new Date('2026-03-02T08:00:00.000Z');
    await t()
      .as(cookie)
      .put(url(w!.id), { current: 0, completed: [0], elapsedMs: 5_000, running: true });
    t().clock.current = new Date('2026-03-02T08:01:00.000Z');
    const done = await t().as(cookie).post(`/api/workflows/${w!.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      elapsedMs: 65_000,
      streakDays: 1,
      next: { kind: 'workflow', id: sameCategory!.id, title: sameCategory!.title },
    });
    t().clock.current = new Date('2026-03-02T09:00:00.000Z');
    const run = (await t().as(cookie).get(url(w!.id))).json().run;
    expect(run).toMatchObject({
      elapsedMs: 65_000,
      running: false,
      finishedAt: '2026-03-02T08:01:00.000Z',
    });
    // Going back over a finished run's steps keeps it finished; Reset starts again.
    await t()
      .as(cookie)
      .put(url(w!.id), { ...run, current: 0 });
    expect((await t().as(cookie).get(url(w!.id))).json().run.finishedAt).toBe(
      '2026-03-02T08:01:00.000Z',
    );
    t().clock.current = new Date();
  });

  it('suggests a beginner tutorial when the category has no other workflow left', async () => {
    const [w] = await threeSteps();
    const [tutorial] = await t().insert('tutorials', buildTutorial, {
      difficulty: 'Pemula',
      created_at: '2000-01-01T00:00:00.000Z',
    });
    const { cookie } = await t().signedIn();
    const done = (await t().as(cookie).post(`/api/workflows/${w!.id}/complete`)).json();
    expect(done.next).toEqual({ kind: 'tutorial', id: tutorial!.id, title: tutorial!.title });
  });

  it('never lets a stale tab or device overwrite newer progress (since)', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    const as = t().as(cookie);
    t().clock.current = new Date('2026-03-03T08:00:00.000Z');
    const first = await as.put(url(w!.id), { ...state, since: null });
    expect(first.statusCode, first.body).toBe(200);
    const seen = first.json().run.updatedAt as string;
    // The phone goes on from what it saw.
    t().clock.current = new Date('2026-03-03T08:05:00.000Z');
    const phone = await as.put(url(w!.id), {
      ...state,
      current: 2,
      completed: [0, 1],
      since: seen,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    // The laptop's tab, still on what it saw, presses something: refused, the phone's run stays.
    for (const since of [seen, null]) {
      const stale = await as.put(url(w!.id), { ...state, current: 0, since });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({
        code: 'run_changed',
        message: WORKFLOW_RUN_MESSAGES.changedElsewhere,
      });
    }
    expect((await as.get(url(w!.id))).json().run).toMatchObject({ current: 2, completed: [0, 1] });
    t().clock.current = new Date();
  });

  it('a finished run’s timer does not count again', async () => {
    const [w] = await threeSteps();
    const { cookie } = await t().signedIn();
    const as = t().as(cookie);
    await as.put(url(w!.id), {
      current: 2,
      completed: [0, 1, 2],
      elapsedMs: 9_000,
      running: false,
    });
    await as.post(`/api/workflows/${w!.id}/complete`);
    const run = (
      await as.put(url(w!.id), {
        current: 2,
        completed: [0, 1, 2],
        elapsedMs: 9_000,
        running: true,
      })
    ).json().run;
    expect(run).toMatchObject({ running: false, elapsedMs: 9_000 });
  });
});
