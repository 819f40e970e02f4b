import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../../shared/dashboard.js';
import { streakDay } from '../../../shared/progress.js';
import {
  buildFavorite,
  buildPrompt,
  buildTool,
  buildTutorial,
  buildWorkflow,
  buildWorkflowStep,
} from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/me/dashboard';

const dashboard = async (cookie: string): Promise<DashboardResponse> => {
  const res = await t().as(cookie).get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Activity at the given times, written as the features write it. */
const activityAt = (userId: string, ...times: string[]) =>
  t()
    .db.insertInto('interactions')
    .values(
      times.map((created_at) => ({
        id: randomUUID(),
        user_id: userId,
        item_id: randomUUID(),
        item_type: 'tool',
        interaction_type: 'status',
        notes: 'tried',
        created_at,
        day: streakDay(created_at),
      })),
    )
    .execute();

describeMembersOnly(t, { calls: async () => [{ method: 'GET', url: URL }] });

// The newest tutorials of this file's database, featured on every dashboard (docs/product.md#dashboard).
let newest: { id: string; title: string }[];
beforeAll(async () => {
  newest = await t().insert(
    'tutorials',
    buildTutorial,
    { title: 'Lama', created_at: '2099-01-01T00:00:00.000Z' },
    { title: 'Ketiga', created_at: '2099-01-02T00:00:00.000Z' },
    { title: 'Kedua', created_at: '2099-01-03T00:00:00.000Z' },
    { title: 'Terbaru', created_at: '2099-01-04T00:00:00.000Z' },
  );
});

describe('GET /api/me/dashboard', () => {
  it('gives a new member empty sections, zero progress and no streak', async () => {
    const body = await dashboard(await t().member());
    expect(body.favorites).toEqual({ tools: [], tutorials: [], workflows: [], prompts: [] });
    expect(body.statuses).toEqual({ tutorials: [], items: [] });
    expect(body.progress).toEqual({
      tutorials: { completed: 0, total: 0, rate: 0 },
      tools: { tried: 0, total: 0, rate: 0 },
      workflows: { tried: 0, total: 0, rate: 0 },
      activity: {
        tutorialsCompleted: 0,
        tutorialsWatching: 0,
        quizzesPassed: 0,
        workflowsFinished: 0,
        promptsCopied: 0,
        lastCopied: null,
        quizzesToPass: [],
      },
    });
    expect(body.streak).toEqual({ days: 0, activeToday: false, longest: 0 });
    expect(body.milestones).toEqual([]);
    expect(body.quizzesPassed).toBe(0);
    expect(body.featuredTutorials.map((tutorial) => tutorial.title)).toEqual([
      'Terbaru',
      'Kedua',
      'Ketiga',
    ]);
    expect(body.learningPath).toEqual([]);
    expect(body.runs).toEqual([]);
    expect(body.finishedWorkflows).toEqual({ count: 0, last: null });
  });

  it('offers the unfinished workflow runs, newest first, and counts the finished workflows', async () => {
    const steps = (n: number) =>
      Array.from({ length: n }, (_, i) => buildWorkflowStep(i + 1, `Langkah ${i + 1}`));
    const [six, two, done] = await t().insert(
      'workflows',
      buildWorkflow,
      { title: 'Enam Langkah', steps: steps(6) },
      { title: 'Dua Langkah', steps: steps(2) },
      { title: 'Sudah Siap', steps: steps(1) },
    );
    const owner = await t().signedIn();
    const as = t().as(owner.cookie);
    const run = (id: string, current: number) =>
      as.put(`/api/me/workflow-runs/${id}`, {
        current,
        completed: Array.from({ length: current }, (_, i) => i),
        elapsedMs: 0,
        running: false,
      });
    t().clock.current = new Date('2026-04-01T01:00:00.000Z');
    await run(two!.id, 1);
    t().clock.current = new Date('2026-04-01T02:00:00.000Z');
    await run(six!.id, 2);
    await run(done!.id, 0);
    t().clock.current = new Date('2026-04-01T03:00:00.000Z');
    await as.post(`/api/workflows/${done!.id}/complete`);
    // Finishing the same workflow again another day counts it once.
    t().clock.current = new Date('2026-04-02T03:00:00.000Z');
    await as.post(`/api/workflows/${done!.id}/complete`);
    t().clock.current = new Date();

    const body = await dashboard(owner.cookie);
    expect(body.runs).toEqual([
      {
        workflowId: six!.id,
        title: 'Enam Langkah',
        step: 3,
        totalSteps: 6,
        updatedAt: '2026-04-01T02:00:00.000Z',
      },
      {
        workflowId: two!.id,
        title: 'Dua Langkah',
        step: 2,
        totalSteps: 2,
        updatedAt: '2026-04-01T01:00:00.000Z',
      },
    ]);
    expect(body.finishedWorkflows).toEqual({
      count: 1,
      last: { id: done!.id, title: 'Sudah Siap', finishedAt: '2026-04-02T03:00:00.000Z' },
    });
    // Another member sees none of it.
    const theirs = await dashboard(await t().member());
    expect(theirs.runs).toEqual([]);
    expect(theirs.finishedWorkflows).toEqual({ count: 0, last: null });
  });

  it('shows the member’s favourites with remarks and statuses, and progress over them', async () => {
    const { user, cookie } = await t().signedIn();
    const tools = await t().insert(
      'tools',
      buildTool,
      {
        name: 'Penulis AI',
        key_features: ['Draf', 'Semak', 'Terjemah'],
        category: 'Writing',
        pricing: 'Free',
      },
      {},
      {},
    );
    const tutorials = await t().insert('tutorials', buildTutorial, {}, {}, {});
    const workflows = await t().insert(
      'workflows',
      buildWorkflow,
      {
        title: 'Siapkan laporan',
        category: 'Productivity',
        steps: [
          buildWorkflowStep(1, 'Kumpul', '', ['ChatGPT', 'Notion AI']),
          buildWorkflowStep(2, 'Tulis', '', ['ChatGPT', 'Grammarly', 'Canva']),
        ],
      },
      {},
    );
    const [prompt] = await t().insert('prompts', buildPrompt, {
      title: 'Ringkasan mesyuarat',
      tools: ['ChatGPT', 'Claude'],
    });
    const as = t().as(cookie);
    const fav = (itemType: string, itemId: string, personalRemarks?: string) =>
      as.post('/api/me/favorites', { itemType, itemId, personalRemarks });

    t().clock.current = new Date('2025-06-10T02:00:00.000Z');
    await fav('tool', tools[0]!.id, 'Untuk emel harian');
    for (const tool of tools.slice(1)) await fav('tool', tool.id);
    for (const tutorial of tutorials) await fav('tutorial', tutorial.id);
    await fav('workflow', workflows[0]!.id, 'Setiap Jumaat');
    await fav('workflow', workflows[1]!.id);
    await as.post('/api/me/prompt-favorites', { promptId: prompt!.id });
    // Statuses: 2 of 3 tools tried, 1 of 3 tutorials completed (another only watching),
    // 1 of 2 workflows tried by finishing it in the runner.
    await as.put(`/api/me/items/tool/${tools[0]!.id}/status`, { status: 'tried' });
    await as.put(`/api/me/items/tool/${tools[1]!.id}/status`, { status: 'tried' });
    await as.put(`/api/me/items/tool/${tools[2]!.id}/status`, { status: 'not_tried' });
    await as.put(`/api/me/tutorials/${tutorials[0]!.id}/status`, { status: 'completed' });
    await as.put(`/api/me/tutorials/${tutorials[1]!.id}/status`, { status: 'watching' });
    await as.post(`/api/workflows/${workflows[0]!.id}/complete`);
    // A status of an item that is not a favourite does not count towards progress.
    await as.put(`/api/me/tutorials/${newest[0]!.id}/status`, { status: 'completed' });
    // A favourite whose item is gone (written before deletes removed favourites) is left out.
    await t()
      .db.insertInto('favorites')
      .values(buildFavorite(user.id, randomUUID(), { created_at: '2025-06-10T01:00:00.000Z' }))
      .execute();

    const body = await dashboard(cookie);
    t().clock.current = new Date();

    expect(body.progress).toMatchObject({
      tutorials: { completed: 1, total: 3, rate: 33 },
      tools: { tried: 2, total: 3, rate: 67 },
      workflows: { tried: 1, total: 2, rate: 50 },
    });
    expect(body.favorites.tools).toHaveLength(3);
    expect(body.favorites.tools.find((tool) => tool.id === tools[0]!.id)).toEqual({
      id: tools[0]!.id,
      name: 'Penulis AI',
      logoUrl: null,
      mainFunction: tools[0]!.main_function,
      keyFeatures: ['Draf', 'Semak', 'Terjemah'],
      category: 'Writing',
      pricing: 'Free',
      personalRemarks: 'Untuk emel harian',
      favoritedAt: '2025-06-10T02:00:00.000Z',
      status: 'tried',
    });
    expect(body.favorites.tools.find((tool) => tool.id === tools[2]!.id)?.status).toBe('not_tried');
    expect(body.favorites.tutorials.map((tutorial) => [tutorial.id, tutorial.status])).toEqual(
      expect.arrayContaining([
        [tutorials[0]!.id, 'completed'],
        [tutorials[1]!.id, 'watching'],
        [tutorials[2]!.id, 'not_started'],
      ]),
    );
    expect(body.favorites.tutorials[0]).toMatchObject({
      youtubeId: tutorials[0]!.youtube_id,
      personalRemarks: null,
    });
    expect(body.favorites.workflows.find((w) => w.id === workflows[0]!.id)).toEqual({
      id: workflows[0]!.id,
      title: 'Siapkan laporan',
      category: 'Productivity',
      difficulty: workflows[0]!.difficulty,
      estimatedTime: workflows[0]!.estimated_time,
      tools: ['ChatGPT', 'Notion AI', 'Grammarly', 'Canva'],
      personalRemarks: 'Setiap Jumaat',
      favoritedAt: '2025-06-10T02:00:00.000Z',
      status: 'tried',
    });
    expect(body.favorites.workflows.find((w) => w.id === workflows[1]!.id)?.status).toBe(
      'not_tried',
    );
    expect(body.favorites.prompts).toEqual([
      {
        id: prompt!.id,
        title: 'Ringkasan mesyuarat',
        description: prompt!.description,
        category: prompt!.category,
        tools: ['ChatGPT', 'Claude'],
        favoritedAt: '2025-06-10T02:00:00.000Z',
      },
    ]);
    expect(body.statuses.tutorials).toHaveLength(3);
    expect(body.statuses.items).toHaveLength(4);
    // Everything above happened today (10 June in Kuala Lumpur).
    expect(body.streak).toEqual({ days: 1, activeToday: true, longest: 1 });
  });

  it('lists favourites newest first', async () => {
    const cookie = await t().member();
    const [older, newer] = await t().insert('tools', buildTool, {}, {});
    t().clock.current = new Date('2025-06-01T00:00:00.000Z');
    await t().as(cookie).post('/api/me/favorites', { itemType: 'tool', itemId: older!.id });
    t().clock.current = new Date('2025-06-02T00:00:00.000Z');
    await t().as(cookie).post('/api/me/favorites', { itemType: 'tool', itemId: newer!.id });
    t().clock.current = new Date();
    expect((await dashboard(cookie)).favorites.tools.map((tool) => tool.id)).toEqual([
      newer!.id,
      older!.id,
    ]);
  });

  it('counts the streak from activity, in Kuala Lumpur days', async () => {
    const { user, cookie } = await t().signedIn();
    // 8, 9 and 10 March 2025 in Kuala Lumpur; the 9th twice; the 6th after a gap.
    await activityAt(
      user.id,
      '2025-03-06T04:00:00.000Z',
      '2025-03-07T16:30:00.000Z', // 00:30 on the 8th
      '2025-03-09T01:00:00.000Z',
      '2025-03-09T10:00:00.000Z',
      '2025-03-10T03:00:00.000Z',
    );
    const streakAt = async (now: string) => {
      t().clock.current = new Date(now);
      const { streak } = await dashboard(cookie);
      t().clock.current = new Date();
      return streak;
    };
    expect(await streakAt('2025-03-10T07:00:00.000Z')).toEqual({
      days: 3,
      activeToday: true,
      longest: 3,
    });
    // 09:00 on the 11th: nothing yet today, and yesterday's streak still shows.
    expect(await streakAt('2025-03-11T01:00:00.000Z')).toEqual({
      days: 3,
      activeToday: false,
      longest: 3,
    });
    // 23:59 on the 11th, still nothing today.
    expect(await streakAt('2025-03-11T15:59:00.000Z')).toEqual({
      days: 3,
      activeToday: false,
      longest: 3,
    });
    // 00:30 on the 12th (still the 11th in UTC): a whole day without activity ends it.
    expect(await streakAt('2025-03-11T16:30:00.000Z')).toEqual({
      days: 0,
      activeToday: false,
      longest: 3,
    });

    // Activity through the API counts too: a status change at 08:00 on the 11th.
    const [tool] = await t().insert('tools', buildTool, {});
    t().clock.current = new Date('2025-03-11T00:00:00.000Z');
    await t().as(cookie).put(`/api/me/items/tool/${tool!.id}/status`, { status: 'tried' });
    expect(await streakAt('2025-03-11T01:00:00.000Z')).toEqual({
      days: 4,
      activeToday: true,
      longest: 4,
    });
  });

  it('never counts a day before 2024-01-01', async () => {
    const { user, cookie } = await t().signedIn();
    await activityAt(
      user.id,
      '2023-12-30T04:00:00.000Z',
      '2023-12-31T04:00:00.000Z',
      '2023-12-31T16:30:00.000Z', // 00:30 on 1 January 2024 in Kuala Lumpur
      '2024-01-02T04:00:00.000Z',
    );
    t().clock.current = new Date('2024-01-02T08:00:00.000Z');
    const { streak } = await dashboard(cookie);
    t().clock.current = new Date();
    expect(streak).toEqual({ days: 2, activeToday: true, longest: 2 });
  });

  it('includes the learning path in position order', async () => {
    const [a, b] = await t().insert(
      'tutorials',
      buildTutorial,
      { title: 'Asas' },
      { title: 'Lanjut' },
    );
    await t()
      .db.insertInto('learning_path')
      .values([
        { id: randomUUID(), tutorial_id: b!.id, position: 2, created_at: new Date().toISOString() },
        { id: randomUUID(), tutorial_id: a!.id, position: 1, created_at: new Date().toISOString() },
      ])
      .execute();
    const body = await dashboard(await t().member());
    expect(body.learningPath.map((entry) => [entry.position, entry.title])).toEqual([
      [1, 'Asas'],
      [2, 'Lanjut'],
    ]);
    await t().db.deleteFrom('learning_path').execute();
  });

  it('keeps the longest streak, and dates each milestone earned (issue 21)', async () => {
    const { user, cookie } = await t().signedIn();
    // Nine days in May (the 7th made the 7-day streak), then two in June.
    const day = (d: string) => `${d}T04:00:00.000Z`;
    const may = Array.from({ length: 9 }, (_, i) =>
      day(`2025-05-${String(i + 1).padStart(2, '0')}`),
    );
    await activityAt(user.id, ...may, day('2025-06-01'), day('2025-06-02'));
    const [workflow] = await t().insert('workflows', buildWorkflow, {});
    const [first, second] = await t().insert('tutorials', buildTutorial, {}, {});
    await t()
      .db.insertInto('learning_path')
      .values(
        [first!, second!].map((tutorial, i) => ({
          id: randomUUID(),
          tutorial_id: tutorial.id,
          position: i + 1,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const as = t().as(cookie);
    const at = async (now: string, work: () => Promise<unknown>) => {
      t().clock.current = new Date(now);
      await work();
    };
    try {
      await at('2025-06-02T05:00:00.000Z', () =>
        as.post(`/api/workflows/${workflow!.id}/complete`),
      );
      await at('2025-06-02T06:00:00.000Z', () =>
        as.put(`/api/me/tutorials/${first!.id}/status`, { status: 'completed' }),
      );
      t().clock.current = new Date('2025-06-02T08:00:00.000Z');
      let body = await dashboard(cookie);
      expect(body.streak).toEqual({ days: 2, activeToday: true, longest: 9 });
      // Half the path is not the path.
      expect(body.milestones).toEqual([
        { kind: 'first_workflow', earnedOn: '2025-06-02' },
        { kind: 'streak_7', earnedOn: '2025-05-07' },
      ]);

      // The path's last tutorial, at 00:30 on 4 June in Kuala Lumpur.
      await at('2025-06-03T16:30:00.000Z', () =>
        as.put(`/api/me/tutorials/${second!.id}/status`, { status: 'completed' }),
      );
      body = await dashboard(cookie);
      expect(body.milestones.at(-1)).toEqual({ kind: 'path_completed', earnedOn: '2025-06-04' });
      expect(body.quizzesPassed).toBe(0);

      // A quiz passed at 09:00 on 5 June in Kuala Lumpur.
      await t()
        .as(await t().admin())
        .put(`/api/admin/tutorials/${first!.id}/quiz`, {
          questions: [{ question: 'Satu?', choices: ['Ya', 'Tidak'], answer: 0 }],
        });
      await at('2025-06-05T01:00:00.000Z', () =>
        as.post(`/api/tutorials/${first!.id}/quiz/attempts`, { answers: [0] }),
      );
      body = await dashboard(cookie);
      expect(body.quizzesPassed).toBe(1);
      expect(body.milestones.map((m) => m.kind)).toEqual([
        'first_workflow',
        'streak_7',
        'path_completed',
        'first_quiz',
      ]);
      expect(body.milestones.at(-1)).toEqual({ kind: 'first_quiz', earnedOn: '2025-06-05' });
    } finally {
      t().clock.current = new Date();
      await t().db.deleteFrom('learning_path').execute();
    }
  });

  it('shows one member’s data to that member alone', async () => {
    const [owner, other] = [await t().signedIn(), await t().signedIn()];
    const [tool] = await t().insert('tools', buildTool, {});
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    const as = t().as(owner.cookie);
    await as.post('/api/me/favorites', {
      itemType: 'tool',
      itemId: tool!.id,
      personalRemarks: 'x',
    });
    await as.post('/api/me/favorites', { itemType: 'tutorial', itemId: tutorial!.id });
    await as.post('/api/me/prompt-favorites', { promptId: prompt!.id });
    await as.put(`/api/me/items/tool/${tool!.id}/status`, { status: 'tried' });
    await as.put(`/api/me/tutorials/${tutorial!.id}/status`, { status: 'completed' });

    const theirs = await dashboard(other.cookie);
    expect(theirs.favorites).toEqual({ tools: [], tutorials: [], workflows: [], prompts: [] });
    expect(theirs.statuses).toEqual({ tutorials: [], items: [] });
    expect(theirs.progress.tools).toEqual({ tried: 0, total: 0, rate: 0 });
    expect(theirs.streak.days).toBe(0);
    // A user id in the query is not read: the member is the session's.
    const res = await t().as(other.cookie).get(`${URL}?userId=${owner.user.id}`);
    expect(res.json().favorites.tools).toEqual([]);

    const mine = await dashboard(owner.cookie);
    expect(mine.favorites.tools.map((x) => x.id)).toEqual([tool!.id]);
    expect(mine.progress.tutorials).toEqual({ completed: 1, total: 1, rate: 100 });
    expect(mine.streak).toEqual({ days: 1, activeToday: true, longest: 1 });
  });

  it('offers three first actions until they are done, each marked as the member does it', async () => {
    await t().insert('prompts', buildPrompt, { title: 'Prompt Pemula', difficulty: 'Pemula' });
    await t().insert('workflows', buildWorkflow, {
      title: 'Workflow Pendek',
      difficulty: 'Beginner',
      steps: [buildWorkflowStep(1, 'Satu')],
    });
    const { cookie } = await t().signedIn();
    const as = t().as(cookie);
    const start = (await dashboard(cookie)).start!;
    expect(start.map((action) => [action.kind, action.done])).toEqual([
      ['tutorial', false],
      ['prompt', false],
      ['workflow', false],
    ]);
    const [tutorial, prompt, workflow] = start;
    // No learning path here: the first featured tutorial, with its length.
    expect(tutorial).toMatchObject({ title: 'Terbaru', detail: '20 minit' });
    expect(workflow!.detail).toMatch(/^\d+ langkah$/);

    await as.post(`/api/prompts/${prompt!.id}/copy`);
    await as.put(`/api/me/tutorials/${tutorial!.id}/status`, { status: 'watching' });
    expect((await dashboard(cookie)).start!.map((action) => action.done)).toEqual([
      true,
      true,
      false,
    ]);
    await as.put(`/api/me/workflow-runs/${workflow!.id}`, {
      current: 0,
      completed: [],
      elapsedMs: 0,
      running: true,
    });
    // All three done: the card is gone.
    expect((await dashboard(cookie)).start).toBeNull();
  });

  it('ticks a first action for any item of its kind: another prompt copied, another workflow run', async () => {
    const [other] = await t().insert('prompts', buildPrompt, {
      title: 'Prompt Lain',
      difficulty: 'Lanjutan',
    });
    const [otherWorkflow] = await t().insert('workflows', buildWorkflow, {
      title: 'Workflow Lain',
      difficulty: 'Advanced',
      steps: [buildWorkflowStep(1, 'Satu'), buildWorkflowStep(2, 'Dua')],
    });
    const { cookie } = await t().signedIn();
    const as = t().as(cookie);
    const before = (await dashboard(cookie)).start!;
    expect(before.find((a) => a.kind === 'prompt')!.id).not.toBe(other!.id);
    expect((await as.post(`/api/prompts/${other!.id}/copy`)).statusCode).toBe(204);
    expect((await as.post(`/api/workflows/${otherWorkflow!.id}/complete`)).statusCode).toBe(200);
    expect((await dashboard(cookie)).start!.map((action) => [action.kind, action.done])).toEqual([
      ['tutorial', false],
      ['prompt', true],
      ['workflow', true],
    ]);
  });

  it('shows what the member did beside the rates over favourites: copies, the last copied, finished work and quizzes to pass', async () => {
    const [first, second] = await t().insert(
      'prompts',
      buildPrompt,
      { title: 'Kapsyen Facebook' },
      { title: 'Senarai Harga' },
    );
    const [workflow] = await t().insert('workflows', buildWorkflow, {});
    const [watched, tried, onPath, untouched] = await t().insert(
      'tutorials',
      buildTutorial,
      { title: 'Ditonton' },
      { title: 'Dicuba' },
      { title: 'Dalam Laluan' },
      { title: 'Tidak Disentuh' },
    );
    const admin = t().as(await t().admin());
    for (const tutorial of [watched, tried, onPath, untouched]) {
      const saved = await admin.put(`/api/admin/tutorials/${tutorial!.id}/quiz`, {
        passMark: 100,
        questions: [{ question: 'Satu?', choices: ['Ya', 'Tidak'], answer: 0 }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await t()
      .db.insertInto('learning_path')
      .values({
        id: randomUUID(),
        tutorial_id: onPath!.id,
        position: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { cookie } = await t().signedIn();
    const as = t().as(cookie);
    try {
      let body = await dashboard(cookie);
      expect(body.progress.activity).toEqual({
        tutorialsCompleted: 0,
        tutorialsWatching: 0,
        quizzesPassed: 0,
        workflowsFinished: 0,
        promptsCopied: 0,
        lastCopied: null,
        quizzesToPass: [{ tutorialId: onPath!.id, title: 'Dalam Laluan', bestPercent: null }],
      });

      t().clock.current = new Date('2026-11-20T02:00:00.000Z');
      await as.post(`/api/prompts/${first!.id}/copy`);
      t().clock.current = new Date('2026-11-21T02:00:00.000Z');
      await as.post(`/api/prompts/${first!.id}/copy`);
      t().clock.current = new Date('2026-11-21T03:00:00.000Z');
      await as.post(`/api/prompts/${second!.id}/copy`);
      await as.post(`/api/workflows/${workflow!.id}/complete`);
      await as.put(`/api/me/tutorials/${watched!.id}/status`, { status: 'watching' });
      await as.post(`/api/tutorials/${tried!.id}/quiz/attempts`, { answers: [1] });
      await as.put(`/api/me/tutorials/${untouched!.id}/status`, { status: 'completed' });

      body = await dashboard(cookie);
      expect(body.progress.activity).toEqual({
        tutorialsCompleted: 1,
        tutorialsWatching: 1,
        quizzesPassed: 0,
        workflowsFinished: 1,
        promptsCopied: 2,
        lastCopied: {
          id: second!.id,
          title: 'Senarai Harga',
          copiedAt: '2026-11-21T03:00:00.000Z',
        },
        // Tried first, then those of tutorials watched or finished (by title), then the path's.
        quizzesToPass: [
          { tutorialId: tried!.id, title: 'Dicuba', bestPercent: 0 },
          { tutorialId: watched!.id, title: 'Ditonton', bestPercent: null },
          { tutorialId: untouched!.id, title: 'Tidak Disentuh', bestPercent: null },
          { tutorialId: onPath!.id, title: 'Dalam Laluan', bestPercent: null },
        ],
      });
      // The rates stay over favourites: nothing saved, nothing counted there.
      expect(body.progress.workflows).toEqual({ tried: 0, total: 0, rate: 0 });

      // A quiz passed leaves the list.
      t().clock.current = new Date('2026-11-22T03:00:00.000Z');
      await as.post(`/api/tutorials/${onPath!.id}/quiz/attempts`, { answers: [0] });
      body = await dashboard(cookie);
      expect(body.progress.activity.quizzesPassed).toBe(1);
      expect(body.progress.activity.quizzesToPass.map((q) => q.title)).toEqual([
        'Dicuba',
        'Ditonton',
        'Tidak Disentuh',
      ]);
    } finally {
      t().clock.current = new Date();
      await t().db.deleteFrom('learning_path').execute();
    }
  });

  it('leads with the learning path, and is gone for good once closed', async () => {
    const [first] = await t().insert('tutorials', buildTutorial, {
      title: 'Langkah Pertama',
      duration: '±4 minit',
    });
    await t()
      .db.insertInto('learning_path')
      .values({
        id: randomUUID(),
        tutorial_id: first!.id,
        position: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { cookie } = await t().signedIn();
    expect((await dashboard(cookie)).start![0]).toMatchObject({
      kind: 'tutorial',
      id: first!.id,
      detail: '±4 minit',
    });
    const closed = await t().as(cookie).post('/api/me/start-card/dismiss');
    expect(closed.statusCode).toBe(204);
    expect((await dashboard(cookie)).start).toBeNull();
    expect((await t().as(cookie).post('/api/me/start-card/dismiss')).statusCode).toBe(204);
    expect((await t().as(null).post('/api/me/start-card/dismiss')).statusCode).toBe(401);
    // Another member still has theirs.
    expect((await dashboard(await t().member())).start).not.toBeNull();
    await t().db.deleteFrom('learning_path').execute();
  });

  it('features short beginner tutorials before a newer long lecture or a harder one', async () => {
    const [lecture, harder] = await t().insert(
      'tutorials',
      buildTutorial,
      {
        title: 'Kuliah Dua Jam',
        duration: '2 jam 11 minit',
        created_at: '2100-01-02T00:00:00.000Z',
      },
      { title: 'Lebih Sukar', difficulty: 'Pertengahan', created_at: '2100-01-01T00:00:00.000Z' },
    );
    const featured = (await dashboard(await t().member())).featuredTutorials.map((x) => x.id);
    expect(featured).toHaveLength(3);
    expect(featured).not.toContain(lecture!.id);
    expect(featured).not.toContain(harder!.id);
  });
});
