import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildPrompt,
  buildTool,
  buildTutorial,
  buildWorkflow,
  buildWorkflowStep,
} from '../db/factories.js';
import { hashToken, publicSessionId } from '../auth/sessions.js';
import { useTestApp } from '../test/app.js';
import { fillPath, routeName, userWithSession } from '../test/routes.js';

// Issue 11 "Access": on every /api/me route the member is the session's, never the request's.
// Member B aims each route at member A's data (the same items, A's id smuggled into the query
// and the body); A's rows stay as they were and no answer to B carries anything of A's.

const t = useTestApp();

interface Items {
  tool: string;
  tutorial: string;
  workflow: string;
  prompt: string;
}
interface CrossCall {
  params?: Record<string, string>;
  payload?: object;
  /** The path names A's own row (a session): every other caller gets 404, not a change. */
  foreign?: true;
  /** The answer as compared with a member's who has nothing (what differs by caller left out). */
  compared?: (answer: unknown) => unknown;
}

/**
 * How B aims each /api/me route at A's data. A new /api/me route fails the first test below
 * until it has a case here.
 */
const CROSS: Record<string, (items: Items) => CrossCall> = {
  'GET /api/me/favorites': () => ({}),
  'POST /api/me/favorites': (i) => ({
    payload: { itemType: 'tool', itemId: i.tool, personalRemarks: 'catatan B' },
  }),
  'PATCH /api/me/favorites/:itemType/:itemId': (i) => ({
    params: { itemType: 'tool', itemId: i.tool },
    payload: { personalRemarks: 'ditimpa oleh B' },
  }),
  'DELETE /api/me/favorites/:itemType/:itemId': (i) => ({
    params: { itemType: 'tutorial', itemId: i.tutorial },
  }),
  'GET /api/me/prompt-favorites': () => ({}),
  'POST /api/me/prompt-favorites': (i) => ({ payload: { promptId: i.prompt } }),
  'DELETE /api/me/prompt-favorites/:promptId': (i) => ({ params: { promptId: i.prompt } }),
  'GET /api/me/statuses': () => ({}),
  'PUT /api/me/tutorials/:id/status': (i) => ({
    params: { id: i.tutorial },
    payload: { status: 'not_started' },
  }),
  'PUT /api/me/items/:itemType/:itemId/status': (i) => ({
    params: { itemType: 'workflow', itemId: i.workflow },
    payload: { status: 'not_tried' },
  }),
  'GET /api/me/dashboard': () => ({}),
  'POST /api/me/start-card/dismiss': () => ({}),
  'GET /api/me/workflow-runs/:id': (i) => ({ params: { id: i.workflow } }),
  'PUT /api/me/workflow-runs/:id': (i) => ({
    params: { id: i.workflow },
    payload: { current: 0, completed: [], elapsedMs: 0, running: false },
  }),
  'DELETE /api/me/workflow-runs/:id': (i) => ({ params: { id: i.workflow } }),
  'GET /api/me/prompt-blanks': () => ({}),
  'PUT /api/me/prompt-blanks': () => ({ payload: { values: { produk: 'ditimpa oleh B' } } }),
  'DELETE /api/me/prompt-blanks': () => ({}),
  'GET /api/me/certificate': () => ({}),
  'POST /api/me/certificate': () => ({ payload: {} }),
  // Issue 31: each member lists their own sessions (this one, with an id of its own).
  'GET /api/me/sessions': () => ({
    compared: (answer) =>
      (answer as { sessions: { id: string }[] }).sessions.map(({ id: _id, ...rest }) => rest),
  }),
  'DELETE /api/me/sessions/:id': () => ({ params: { id: aSession }, foreign: true }),
  'POST /api/me/sessions/sign-out-others': () => ({}),
};

const meRoutes = () => t().app.apiRoutes.filter((route) => route.url.startsWith('/api/me'));

let items: Items;
const aId = randomUUID();
const aRemark = `catatan peribadi A ${randomUUID()}`;
/** A's session as "Sesi aktif" names it, once A has signed in. */
let aSession = '';
// B names A in the query and in the body, as a client that trusted the request would read it.
const smuggled = { userId: aId, user_id: aId };
const query = `?userId=${aId}&user_id=${aId}`;

/** Favourites on every item (with the member's own remark), and a status on each. */
async function giveData(
  { user, cookie }: { user: { id: string }; cookie: string },
  remark: string,
) {
  const as = t().as(cookie);
  const answers = [
    ...(['tool', 'tutorial', 'workflow'] as const).map((itemType) =>
      as.post('/api/me/favorites', { itemType, itemId: items[itemType], personalRemarks: remark }),
    ),
    as.post('/api/me/prompt-favorites', { promptId: items.prompt }),
    as.put(`/api/me/tutorials/${items.tutorial}/status`, { status: 'completed' }),
    as.put(`/api/me/items/tool/${items.tool}/status`, { status: 'tried' }),
    as.put(`/api/me/items/workflow/${items.workflow}/status`, { status: 'tried' }),
    as.put(`/api/me/workflow-runs/${items.workflow}`, {
      current: 1,
      completed: [0],
      elapsedMs: 42_000,
      running: false,
    }),
    as.post('/api/me/start-card/dismiss'),
    as.put('/api/me/prompt-blanks', { values: { produk: remark } }),
  ];
  for (const res of await Promise.all(answers)) expect(res.statusCode, res.body).toBeLessThan(300);
  // The path's one tutorial is Selesai now: the certificate, with the member's own profile name.
  await t()
    .db.updateTable('users')
    .set({ display_name: remark })
    .where('id', '=', user.id)
    .execute();
  const certificate = await as.post('/api/me/certificate');
  expect(certificate.statusCode, certificate.body).toBe(200);
}

/** Everything of A's that a cross-member call could touch. */
async function rowsOf(userId: string) {
  const db = t().db;
  const of = (
    table:
      | 'favorites'
      | 'prompt_favorites'
      | 'tutorial_status'
      | 'item_status'
      | 'workflow_runs'
      | 'start_dismissals'
      | 'prompt_blank_values'
      | 'certificates',
  ) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter
    (db as Kysely<any>).selectFrom(table).selectAll().where('user_id', '=', userId).execute();
  const sorted = <R>(rows: R[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    sessions: sorted(
      await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute(),
    ),
    favorites: sorted(await of('favorites')),
    promptFavorites: sorted(await of('prompt_favorites')),
    tutorialStatus: sorted(await of('tutorial_status')),
    itemStatus: sorted(await of('item_status')),
    workflowRuns: sorted(await of('workflow_runs')),
    startDismissals: sorted(await of('start_dismissals')),
    promptBlankValues: sorted(await of('prompt_blank_values')),
    certificates: sorted(await of('certificates')),
    interactions: sorted(
      await db.selectFrom('interactions').selectAll().where('user_id', '=', userId).execute(),
    ),
  };
}

function send(cookie: string, method: string, url: string, { params, payload }: CrossCall) {
  const path = fillPath(url, params) + query;
  return t()
    .as(cookie)
    .send(method, path, payload && { ...payload, ...smuggled });
}

describe('/api/me routes: another member’s data (issue 11 "Access")', () => {
  /** Each GET as a member with no data of their own, before A had any. */
  const baseline = new Map<string, unknown>();

  beforeAll(async () => {
    // One instant for the whole file, so a dashboard's streak reads the same on every call.
    t().clock.current = new Date('2025-06-02T04:00:00.000Z');
    const [tool] = await t().insert('tools', buildTool, {});
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const [workflow] = await t().insert('workflows', buildWorkflow, {
      steps: [buildWorkflowStep(1, 'Satu'), buildWorkflowStep(2, 'Dua')],
    });
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    items = { tool: tool!.id, tutorial: tutorial!.id, workflow: workflow!.id, prompt: prompt!.id };
    // Issue 21: a path of that one tutorial, so a member who completes it may take a certificate.
    await t()
      .db.insertInto('learning_path')
      .values({
        id: randomUUID(),
        tutorial_id: tutorial!.id,
        position: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const route of meRoutes().filter((r) => r.method === 'GET')) {
      const { cookie } = await userWithSession(t());
      const cross = CROSS[routeName(route)]?.(items) ?? {};
      const answer: unknown = (await send(cookie, 'GET', route.url, cross)).json();
      baseline.set(route.url, cross.compared?.(answer) ?? answer);
    }
  });

  it('has a cross-member case for every /api/me route', () => {
    expect(meRoutes().map(routeName).sort()).toEqual(Object.keys(CROSS).sort());
  });

  it('never return or change member A’s rows, whoever asks', async () => {
    const a = await userWithSession(t(), { id: aId, email: `a.${aId.slice(0, 8)}@contoh.my` });
    aSession = publicSessionId(hashToken(a.token));
    await giveData(a, aRemark);
    const before = await rowsOf(aId);
    expect(before.favorites).toHaveLength(3);
    expect(before.promptFavorites).toHaveLength(1);
    expect(before.tutorialStatus).toHaveLength(1);
    expect(before.itemStatus).toHaveLength(2);
    expect(before.workflowRuns).toHaveLength(1);
    expect(before.startDismissals).toHaveLength(1);
    expect(before.promptBlankValues).toHaveLength(1);
    expect(before.certificates).toHaveLength(1);
    const favoriteIds = (
      await t().db.selectFrom('favorites').select('id').where('user_id', '=', aId).execute()
    ).map((row) => row.id);
    const aCertificate = JSON.parse(before.certificates[0]!) as { code: string };
    const marks = [
      aId,
      a.user.username,
      a.user.email!,
      aRemark,
      ...favoriteIds,
      aCertificate.code,
      aSession,
    ];

    let calls = 0;
    for (const route of meRoutes()) {
      const name = routeName(route);
      const cross = CROSS[name]!(items);
      // A stranger, with nothing of their own, and a member with the same items as A (so a
      // write finds a row to change, and must change only theirs).
      const stranger = await userWithSession(t());
      const twin = await userWithSession(t());
      await giveData(twin, `catatan ${twin.user.username}`);
      const statuses: number[] = [];
      for (const [who, cookie] of [
        ['stranger', stranger.cookie],
        ['twin', twin.cookie],
      ] as const) {
        const res = await send(cookie, route.method, route.url, cross);
        calls += 1;
        const label = `${who} ${name}: ${res.statusCode} ${res.body}`;
        expect(res.statusCode, label).toBeLessThan(500);
        for (const mark of marks) expect(res.body, label).not.toContain(mark);
        expect(await rowsOf(aId), label).toEqual(before);
        if (who === 'stranger' && route.method === 'GET') {
          const answer: unknown = res.json();
          expect(cross.compared?.(answer) ?? answer, label).toEqual(baseline.get(route.url));
        }
        statuses.push(res.statusCode);
      }
      // Each call did something real on the very items A holds: the stranger adds what A has,
      // the twin changes or removes their own copy of it. A's session is A's alone: not found.
      if (cross.foreign) expect(statuses, name).toEqual([404, 404]);
      else expect(Math.min(...statuses), name).toBeLessThan(300);
    }
    console.info(`/api/me cross-member: ${meRoutes().length} routes, ${calls} calls`);
  });
});
