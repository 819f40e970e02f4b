import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ItemLinksChecked,
  LinkCheckStarted,
  LinkHealthResponse,
} from '../../../shared/link-health.js';
import { buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';
import { reply, startSite, type Answer, type LocalSite } from './local-site.js';

// Issue 23, link health: the panel's routes on both engines, checking a local site only.

let site: LocalSite;
let answer: Answer = reply(200);
beforeAll(async () => {
  site = await startSite((request, response) => answer(request, response));
});
afterAll(() => site.close());

const t = useTestApp({ LINK_CHECK_HOST_DELAY_SECONDS: '0', LINK_CHECK_TIMEOUT_SECONDS: '10' });

describe('/api/admin/link-health', () => {
  it('is for admins only', async () => {
    const member = t().as(await t().member());
    for (const caller of [t().as(null), member]) {
      expect((await caller.get('/api/admin/link-health')).statusCode).toBeGreaterThanOrEqual(401);
      const run = await caller.post('/api/admin/link-health/run', {});
      expect([401, 403]).toContain(run.statusCode);
    }
    expect(await t().db.selectFrom('link_checks').selectAll().execute()).toEqual([]);
  });

  it('starts a check at once, joins a press during it, then lists the dead links', async () => {
    const { user, cookie } = await t().signedIn({ role: 'admin' });
    const admin = t().as(cookie);
    // The site holds the dead link's answer until the test lets it go: the run is surely going on.
    let release = () => {};
    const asked = new Promise<void>((resolve) => {
      answer = (request, response) => {
        if (request.url === '/gone' && request.method === 'HEAD') {
          release = () => reply(404)(request, response);
          resolve();
        } else reply(request.url === '/gone' ? 404 : 200)(request, response);
      };
    });
    const [dead] = await t().insertTools({ name: 'Alat Mati', website: site.url('/gone') });
    await t().insertTools({ name: 'Alat Hidup', website: site.url('/fine') });
    const tutorial = buildTutorial({
      title: 'Tutorial Sumber',
      youtube_id: '',
      resources: [{ title: 'Dokumen', url: site.url('/fine') }],
    });
    await t().db.insertInto('tutorials').values(tutorial).execute();

    const first = await admin.post('/api/admin/link-health/run', {});
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json<LinkCheckStarted>()).toMatchObject({ started: true, run: { running: true } });
    await asked;
    const second = await admin.post('/api/admin/link-health/run', {});
    expect(second.statusCode).toBe(202);
    expect(second.json<LinkCheckStarted>()).toMatchObject({
      started: false,
      run: { running: true },
    });
    const during = await admin.get('/api/admin/link-health');
    expect(during.json<LinkHealthResponse>().run.running).toBe(true);

    release();
    const after = await vi.waitFor(
      async () => {
        const res = await admin.get('/api/admin/link-health');
        const body = res.json<LinkHealthResponse>();
        if (body.run.running) throw new Error('still running');
        return body;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(after.run).toMatchObject({ running: false, checked: 3, dead: 1 });
    expect(after.run.finishedAt).toBe(t().clock.current.toISOString());
    expect(after.total).toBe(1);
    expect(after.items).toEqual([
      {
        itemType: 'tools',
        itemId: dead!.id,
        name: 'Alat Mati',
        kind: 'website',
        url: site.url('/gone'),
        reason: 'http 404',
        httpStatus: 404,
        lastOkAt: null,
        lastCheckedAt: t().clock.current.toISOString(),
      },
    ]);
    // One press started a run: one audit entry, by that admin.
    const audit = await t()
      .db.selectFrom('audit_log')
      .select(['action', 'target_type'])
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit).toEqual([{ action: 'run', target_type: 'links' }]);
  });

  it('names a link that does not resolve and one inside the networks alike (issue 31)', async () => {
    const admin = t().as(await t().admin());
    // Rows of an earlier version said which; the panel says the one reason now given.
    const at = t().clock.current.toISOString();
    const [tool] = await t().insertTools({ name: 'Alat Dalaman' });
    const row = (key: string, url: string, reason: string) => ({
      key,
      item_type: 'tools',
      item_id: tool!.id,
      kind: 'website',
      url,
      status: 'dead',
      reason,
      http_status: null,
      last_checked_at: at,
      last_ok_at: null,
    });
    await t()
      .db.insertInto('link_checks')
      .values([
        row('k-dns', 'http://tiada.internal/', 'dns'),
        row('k-blocked', 'http://10.0.0.5/', 'blocked'),
        row('k-now', 'http://db.internal/', 'unreachable'),
      ])
      .execute();
    const res = await admin.get('/api/admin/link-health');
    const reasons = res
      .json<LinkHealthResponse>()
      .items.filter((item) => item.itemId === tool!.id)
      .map((item) => item.reason);
    expect(reasons).toEqual(['unreachable', 'unreachable', 'unreachable']);
    await t().db.deleteFrom('link_checks').execute();
  });

  it('checks one item at once after a fix from the tab, and only it (issue 33)', async () => {
    const { user, cookie } = await t().signedIn({ role: 'admin' });
    const admin = t().as(cookie);
    answer = (request, response) => reply(request.url === '/gone' ? 404 : 200)(request, response);
    const [fixed, other] = await t().insertTools(
      { name: 'Alat Dibaiki', website: site.url('/gone') },
      { name: 'Alat Lain', website: site.url('/gone') },
    );
    const check = (id: string) => admin.post(`/api/admin/link-health/items/tools/${id}/check`, {});
    const runBefore = (await admin.get('/api/admin/link-health')).json<LinkHealthResponse>().run;

    const before = await check(fixed!.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<ItemLinksChecked>()).toMatchObject({
      name: 'Alat Dibaiki',
      checked: 1,
      unanswered: 0,
      dead: [{ itemId: fixed!.id, url: site.url('/gone'), reason: 'http 404' }],
    });
    await check(other!.id);

    // The admin fixes the address; the check at once finds it working and forgets the old one.
    await t()
      .db.updateTable('tools')
      .set({ website: site.url('/fine') })
      .where('id', '=', fixed!.id)
      .execute();
    const after = await check(fixed!.id);
    expect(after.json<ItemLinksChecked>()).toEqual({
      name: 'Alat Dibaiki',
      checked: 1,
      dead: [],
      unanswered: 0,
    });
    const listed = (await admin.get('/api/admin/link-health')).json<LinkHealthResponse>();
    expect(listed.items.map((item) => item.itemId)).toEqual([other!.id]);
    expect(listed.total).toBe(1);
    // Apart from any run: the tab's run stays as it was.
    expect(listed.run).toEqual(runBefore);
    const audit = await t()
      .db.selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit).toContainEqual({ action: 'run', target_type: 'links', target_id: fixed!.id });
    await t().db.deleteFrom('link_checks').execute();
  });

  it('leaves a link that got no answer as it was: one item cannot tell a dead site from no internet', async () => {
    const admin = t().as(await t().admin());
    // Test apps ask no name server (network 'local'): any other host gets no answer at all.
    const [tool] = await t().insertTools({
      name: 'Alat Senyap',
      website: 'https://senyap.example/',
    });
    await admin.post(`/api/admin/link-health/items/tools/${tool!.id}/check`, {});
    expect(
      await t()
        .db.selectFrom('link_checks')
        .select('key')
        .where('item_id', '=', tool!.id)
        .execute(),
    ).toEqual([]);
    const answer = await admin.post(`/api/admin/link-health/items/tools/${tool!.id}/check`, {});
    expect(answer.json<ItemLinksChecked>()).toEqual({
      name: 'Alat Senyap',
      checked: 1,
      dead: [],
      unanswered: 1,
    });
  });

  it('refuses a check of one item to members, of an unknown item and of another kind', async () => {
    const [tool] = await t().insertTools({ name: 'Alat Rahsia', website: site.url('/fine') });
    const path = `/api/admin/link-health/items/tools/${tool!.id}/check`;
    for (const caller of [t().as(null), t().as(await t().member())]) {
      expect([401, 403]).toContain((await caller.post(path, {})).statusCode);
    }
    const admin = t().as(await t().admin());
    const gone = await admin.post('/api/admin/link-health/items/tutorials/tiada/check', {});
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(
      'Item ini tidak dijumpai. Mungkin ia telah dipadam.',
    );
    const kind = await admin.post(`/api/admin/link-health/items/users/${tool!.id}/check`, {});
    expect(kind.statusCode).toBe(400);
    const rows = await t()
      .db.selectFrom('link_checks')
      .select('key')
      .where('item_id', '=', tool!.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
