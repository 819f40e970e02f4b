import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportsResponse } from '../../../shared/reports.js';
import { recordInteraction } from '../../activity/interactions.js';
import {
  buildFavorite,
  buildPrompt,
  buildTool,
  buildTutorial,
  buildWorkflow,
  buildWorkflowStep,
} from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';

// Issue 23, the Laporan tab's reports, on both engines. Every row is seeded around a fixed
// "now" years ahead, so nothing another test or the real clock writes falls in the periods.

const t = useTestApp();

/** A Wednesday, noon in Kuala Lumpur. */
const NOW = new Date('2031-03-12T04:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const iso = (days: number) => ago(days).toISOString();

let ids: Record<string, string>;

async function reports(days: number | string) {
  const start = t().clock.current;
  t().clock.current = NOW;
  try {
    const res = await t()
      .as(await t().admin())
      .get(`/api/admin/reports?days=${days}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportsResponse;
  } finally {
    t().clock.current = start;
  }
}

const named = (items: { name: string; count: number }[]) => items.map((i) => [i.name, i.count]);

beforeAll(async () => {
  const { db } = t();
  const [toolA, toolGone] = await t().insert(
    'tools',
    buildTool,
    { name: 'Alat Alfa' },
    { name: 'Alat Hilang' },
  );
  const [tutA, tutB] = await t().insert(
    'tutorials',
    buildTutorial,
    { title: 'Tutorial Alfa' },
    { title: 'Tutorial Beta' },
  );
  const [wfA, wfB] = await t().insert(
    'workflows',
    buildWorkflow,
    {
      title: 'Workflow Alfa',
      steps: ['Satu', 'Dua', 'Tiga', 'Empat'].map((task, i) => buildWorkflowStep(i + 1, task)),
    },
    // One step now: a run kept at its second step (since removed) is reported at the first.
    { title: 'Workflow Beta', steps: [buildWorkflowStep(1, 'Satu')] },
  );
  const [pA, pB] = await t().insert(
    'prompts',
    buildPrompt,
    { title: 'Prompt Alfa' },
    { title: 'Prompt Beta' },
  );
  // Monday 01:00 in Kuala Lumpur (Sunday in UTC), and Sunday 23:00 there.
  const m1 = await t().createUser({ created_at: '2031-03-09T17:00:00.000Z' });
  const m2 = await t().createUser({ created_at: '2031-03-09T15:00:00.000Z' });
  const m3 = await t().createUser({ created_at: '2031-02-20T04:00:00.000Z' });
  const m4 = await t().createUser({ created_at: '2030-11-01T04:00:00.000Z' });
  const admin = await t().createUser({ role: 'admin', created_at: iso(1) });
  ids = { toolA: toolA!.id, tutA: tutA!.id, wfA: wfA!.id, pA: pA!.id };

  const favourite = (user: { id: string }, item: { id: string }, type: string, days: number) =>
    buildFavorite(user.id, item.id, { item_type: type, created_at: iso(days) });
  await db
    .insertInto('favorites')
    .values([
      ...[m1, m2, m3].map((m) => favourite(m, toolA!, 'tool', 1)),
      favourite(m1, tutA!, 'tutorial', 20),
      favourite(m2, tutA!, 'tutorial', 20),
      // Favourited most of all, then deleted: never reported.
      ...[m1, m2, m3, m4].map((m) => favourite(m, toolGone!, 'tool', 1)),
    ])
    .execute();
  await db
    .insertInto('prompt_favorites')
    .values(
      [m1, m2, m3, m4].map((m) => ({ user_id: m.id, prompt_id: pA!.id, created_at: iso(60) })),
    )
    .execute();
  await db.deleteFrom('tools').where('id', '=', toolGone!.id).execute();

  const did = (
    user: { id: string },
    itemType: string,
    itemId: string,
    type: 'copy' | 'favorite' | 'status',
    now: Date,
  ) => recordInteraction({ db, userId: user.id, itemType, itemId, type, now });
  await did(m1, 'prompt', pA!.id, 'copy', ago(3));
  await did(m2, 'prompt', pA!.id, 'copy', ago(3));
  await did(m1, 'prompt', pB!.id, 'copy', ago(50));
  // Monday 00:30 in Kuala Lumpur: that week's, though still Sunday in UTC. Not a copy.
  await did(m3, 'prompt', pB!.id, 'favorite', new Date('2031-03-09T16:30:00.000Z'));
  await did(m1, 'tool', toolA!.id, 'status', ago(1));
  await did(m1, 'workflow', wfA!.id, 'status', ago(1));
  // An admin's activity is no member's: never counted as an active member.
  await did(admin, 'tool', toolA!.id, 'status', ago(1));

  const watching = (
    user: { id: string },
    tutorial: { id: string },
    status: string,
    days: number,
  ) => ({
    user_id: user.id,
    tutorial_id: tutorial.id,
    status,
    last_watched_at: iso(days),
  });
  await db
    .insertInto('tutorial_status')
    .values([
      watching(m1, tutA!, 'watching', 5),
      watching(m2, tutA!, 'watching', 5),
      watching(m3, tutB!, 'watching', 25),
      watching(m1, tutB!, 'completed', 1),
      watching(m4, tutB!, 'not_started', 1),
    ])
    .execute();

  const run = (
    user: { id: string },
    workflow: { id: string },
    step: number,
    days: number,
    finished = false,
  ) => ({
    user_id: user.id,
    workflow_id: workflow.id,
    current_step: step,
    completed_steps: '[]',
    elapsed_ms: 0,
    timer_started_at: null,
    started_at: iso(days),
    updated_at: iso(days),
    finished_at: finished ? iso(days) : null,
  });
  await db
    .insertInto('workflow_runs')
    .values([
      run(m1, wfA!, 2, 2),
      run(m2, wfA!, 2, 2),
      run(m3, wfA!, 0, 2),
      run(m4, wfA!, 3, 2, true),
      run(m1, wfB!, 1, 80),
    ])
    .execute();
});

describe('GET /api/admin/reports', () => {
  it('counts favourites, copies, half-watched tutorials and unfinished workflows in the last 7 days', async () => {
    const week = await reports(7);
    expect(week.days).toBe(7);
    expect(week.since).toBe(iso(7));
    expect(week.mostFavourited).toEqual([
      { kind: 'tool', id: ids.toolA, name: 'Alat Alfa', count: 3 },
    ]);
    expect(week.mostCopied).toEqual([
      { kind: 'prompt', id: ids.pA, name: 'Prompt Alfa', count: 2 },
    ]);
    expect(week.halfWatched).toEqual([
      { kind: 'tutorial', id: ids.tutA, name: 'Tutorial Alfa', count: 2 },
    ]);
    expect(week.unfinishedWorkflows).toEqual([
      { kind: 'workflow', id: ids.wfA, name: 'Workflow Alfa', count: 3, stoppedAtStep: 3 },
    ]);
  });

  it('widens every list with the period: 30 and 90 days, most counted first, deleted items left out', async () => {
    const month = await reports(30);
    expect(named(month.mostFavourited)).toEqual([
      ['Alat Alfa', 3],
      ['Tutorial Alfa', 2],
    ]);
    expect(named(month.halfWatched)).toEqual([
      ['Tutorial Alfa', 2],
      ['Tutorial Beta', 1],
    ]);
    expect(named(month.mostCopied)).toEqual([['Prompt Alfa', 2]]);

    const quarter = await reports(90);
    expect(quarter.mostFavourited.map((i) => [i.kind, i.name, i.count])).toEqual([
      ['prompt', 'Prompt Alfa', 4],
      ['tool', 'Alat Alfa', 3],
      ['tutorial', 'Tutorial Alfa', 2],
    ]);
    expect(named(quarter.mostCopied)).toEqual([
      ['Prompt Alfa', 2],
      ['Prompt Beta', 1],
    ]);
    expect(quarter.unfinishedWorkflows.map((w) => [w.name, w.count, w.stoppedAtStep])).toEqual([
      ['Workflow Alfa', 3, 3],
      ['Workflow Beta', 1, 1],
    ]);
  });

  it('gives new and active members per Kuala Lumpur week (Monday first), weeks with none included', async () => {
    const month = await reports(30);
    expect(month.weeks).toEqual([
      { week: '2031-02-10', newMembers: 0, activeMembers: 0 },
      { week: '2031-02-17', newMembers: 1, activeMembers: 0 },
      { week: '2031-02-24', newMembers: 0, activeMembers: 0 },
      { week: '2031-03-03', newMembers: 1, activeMembers: 2 },
      { week: '2031-03-10', newMembers: 1, activeMembers: 2 },
    ]);
    expect((await reports(7)).weeks.map((w) => w.week)).toEqual(['2031-03-03', '2031-03-10']);
    const quarter = (await reports(90)).weeks;
    expect(quarter).toHaveLength(14);
    expect(quarter[0]!.week).toBe('2030-12-09');
    expect(quarter.find((w) => w.week === '2031-01-20')).toEqual({
      week: '2031-01-20',
      newMembers: 0,
      activeMembers: 1,
    });
  });

  it('lists the searches that found nothing in the period by the members who searched them, from the real search', async () => {
    const start = t().clock.current;
    /** A member's searches at a moment, signed in then (a session from today has expired by then). */
    const searchAt = async (
      at: Date,
      who: { username: string; password: string },
      ...q: string[]
    ) => {
      t().clock.current = at;
      const member = t().as(await t().cookieFor(who));
      for (const words of q) {
        expect((await member.get(`/api/search?q=${words}`)).statusCode).toBe(200);
      }
    };
    try {
      for (const who of [await t().createUser(), await t().createUser()]) {
        await searchAt(ago(40), who, 'zqxwvlama');
        await searchAt(ago(1), who, 'zqxwvbaru');
      }
      // One member, again and again over two days: one member, two days.
      const again = await t().createUser();
      await searchAt(ago(2), again, 'zqxwvsatu', 'zqxwvsatu');
      await searchAt(ago(1), again, 'zqxwvsatu');
      // One member searching 30 made-up words: a day's share of them counts, one member each.
      const words = Array.from(
        { length: 30 },
        (_, i) => `zqxwvbanjir${String(i).padStart(2, '0')}`,
      );
      await searchAt(ago(1), await t().createUser(), ...words);
    } finally {
      t().clock.current = start;
    }
    const week = await reports(7);
    expect(week.searchMisses.slice(0, 2)).toEqual([
      { term: 'zqxwvbaru', members: 2, count: 2, lastSeen: iso(1) },
      { term: 'zqxwvsatu', members: 1, count: 2, lastSeen: iso(1) },
    ]);
    expect(week.searchMisses).toHaveLength(10);
    for (const miss of week.searchMisses.slice(2)) {
      expect(miss).toMatchObject({ term: expect.stringMatching(/^zqxwvbanjir/), members: 1 });
    }
    expect((await reports(90)).searchMisses.slice(0, 3).map((m) => [m.term, m.members])).toEqual([
      ['zqxwvbaru', 2],
      ['zqxwvlama', 2],
      ['zqxwvsatu', 1],
    ]);
  });

  it('is for admins only, and refuses any period but 7, 30 or 90 days with a clear 400', async () => {
    expect((await t().as(null).get('/api/admin/reports?days=30')).statusCode).toBe(401);
    expect(
      (
        await t()
          .as(await t().member())
          .get('/api/admin/reports?days=30')
      ).statusCode,
    ).toBe(403);
    const admin = t().as(await t().admin());
    for (const days of ['5', '365', 'abc', '', '30&days=7']) {
      const res = await admin.get(`/api/admin/reports?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.body).toContain('days must be 7, 30 or 90');
    }
    expect((await admin.get('/api/admin/reports')).json().days).toBe(30);
  });
});
