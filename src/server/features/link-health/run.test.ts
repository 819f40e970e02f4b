import type { LookupFunction } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import type { DbHandle } from '../../db/connect.js';
import { buildTool, buildTutorial } from '../../db/factories.js';
import { clearToolLogo, saveToolLogo } from '../../db/tool-logos.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { reply, startSite, type Answer, type LocalSite } from './local-site.js';
import { loopbackLookup } from './network.js';
import { checkAllLinks, type CheckSettings } from './run.js';
import { linkChecker } from './service.js';
import { claimCheck, endCheck, readRun, saveResult, STALE_RUN_MS, TakenOver } from './store.js';

// Issue 23, link health: a whole run over the content, on both engines, against local sites
// reached through an injected name lookup (every *.test name is 127.0.0.1): never the internet.

let database: TestDatabase;
let site: LocalSite;
let answer: Answer = reply(200);
const others: DbHandle[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  site = await startSite((request, response) => answer(request, response));
});
afterAll(async () => {
  await site.close();
  await Promise.all(others.map((handle) => handle.close()));
  await database.close();
});
beforeEach(async () => {
  answer = reply(200);
  site.hits.length = 0;
  await database.db.deleteFrom('tool_logos').execute();
  await database.db.deleteFrom('tools').execute();
  await database.db.deleteFrom('tutorials').execute();
  await database.db.deleteFrom('link_checks').execute();
  await database.db
    .updateTable('link_check_state')
    .set({ running_since: null, heartbeat_at: null })
    .execute();
});

const local: LookupFunction = (hostname, options, callback) => {
  if (!hostname.endsWith('.test')) {
    callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), '', 4);
  } else if (options.all) {
    (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else callback(null, '127.0.0.1', 4);
};

const settings = (more: Partial<CheckSettings> = {}): CheckSettings => ({
  userAgent: 'HabAI-LinkChecker/1.0 (+http://test)',
  timeoutMs: 5000,
  concurrency: 4,
  hostDelayMs: 0,
  network: 'local',
  oembedUrl: site.url('/oembed', 'youtube.test'),
  lookup: local,
  // The icon search has its own tests (site-icon.test.ts): here only the links are asked.
  findIcons: false,
  ...more,
});

const clock = { current: new Date('2026-11-27T01:00:00.000Z') };
const now = () => clock.current;
const later = (ms: number) => (clock.current = new Date(clock.current.getTime() + ms));
const rows = () => database.db.selectFrom('link_checks').selectAll().orderBy('url').execute();

describe('checkAllLinks', () => {
  it('checks websites, resources and videos, each address once, and records what it found', async () => {
    answer = (request, response) => {
      const path = request.url ?? '';
      if (path.startsWith('/oembed')) {
        const video = new URL(path, 'http://x').searchParams.get('url') ?? '';
        return reply(video.endsWith('v=gonegonegon') ? 404 : 200)(request, response);
      }
      reply(path === '/dead' ? 404 : 200)(request, response);
    };
    const shared = site.url('/shared', 'a.test');
    const tool = buildTool({ website: site.url('/dead', 'a.test') });
    await database.db
      .insertInto('tools')
      .values([tool, buildTool({ website: shared }), buildTool({ website: 'ftp://a.test/nope' })])
      .execute();
    const tutorial = buildTutorial({
      youtube_id: 'gonegonegon',
      resources: [{ title: 'Sama', url: shared }],
    });
    await database.db
      .insertInto('tutorials')
      .values([tutorial, buildTutorial({ youtube_id: 'okokokokoko' })])
      .execute();

    expect(await checkAllLinks(database.db, settings(), now)).toEqual({ checked: 5, dead: 2 });
    // The shared address was asked for once; the ftp address never; videos by GET of oEmbed.
    expect(site.hits.filter((h) => h.path === '/shared')).toHaveLength(1);
    expect(site.hits.some((h) => h.path.includes('nope'))).toBe(false);
    expect(site.hits.filter((h) => h.path.startsWith('/oembed')).map((h) => h.method)).toEqual([
      'GET',
      'GET',
    ]);
    const dead = (await rows()).filter((r) => r.status === 'dead');
    expect(dead.map((r) => [r.item_id, r.kind, r.reason, r.http_status])).toEqual(
      expect.arrayContaining([
        [tool.id, 'website', 'http 404', 404],
        [tutorial.id, 'video', 'http 404', 404],
      ]),
    );
    expect(dead.find((r) => r.kind === 'video')!.url).toBe(
      'https://www.youtube.com/watch?v=gonegonegon',
    );
  });

  it("finds the icon of a tool's working site when the tool has no logo, and keeps an admin's (issue 32)", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    answer = (request, response) => {
      if (request.url === '/alat') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html><head><link rel="icon" href="/ikon.svg"></head></html>');
      }
      if (request.url === '/ikon.svg') return response.end(svg);
      reply(request.url === '/mati' ? 404 : 200)(request, response);
    };
    const found = buildTool({ website: site.url('/alat', 'a.test') });
    const uploaded = buildTool({ website: site.url('/alat', 'a.test') });
    const dead = buildTool({ website: site.url('/mati', 'a.test') });
    await database.db.insertInto('tools').values([found, uploaded, dead]).execute();
    const png = Buffer.from('89504e470d0a1a0a00', 'hex');
    await saveToolLogo({
      db: database.db,
      toolId: uploaded.id,
      bytes: png,
      contentType: 'image/png',
      source: 'upload',
      now: now(),
    });

    await checkAllLinks(database.db, settings({ findIcons: true }), now);
    const logos = await database.db
      .selectFrom('tool_logos as l')
      .innerJoin('tools as t', 't.id', 'l.tool_id')
      .select(['l.tool_id', 'l.source', 'l.source_url', 'l.bytes', 't.logo_url', 'l.hash'])
      .execute();
    const byTool = new Map(logos.map((l) => [l.tool_id, l]));
    expect(byTool.get(found.id)).toMatchObject({
      source: 'site',
      source_url: site.url('/ikon.svg', 'a.test'),
    });
    expect(byTool.get(found.id)!.bytes.toString()).toBe(svg);
    expect(byTool.get(found.id)!.logo_url).toBe(
      `/media/logos/${found.id}/${byTool.get(found.id)!.hash}`,
    );
    expect(byTool.get(uploaded.id)).toMatchObject({ source: 'upload' });
    expect(byTool.has(dead.id)).toBe(false);
    // A dead site is not asked for more; a found icon is not asked for again the next day.
    const iconHits = () => site.hits.filter((h) => h.path === '/ikon.svg').length;
    expect(iconHits()).toBe(1);
    expect(site.hits.some((h) => h.path === '/favicon.ico')).toBe(false);
    await checkAllLinks(database.db, settings({ findIcons: true }), now);
    expect(iconHits()).toBe(1);
  });

  it('a tool deleted while its site is asked for an icon neither stops the check nor the others’ icons', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    const kept = buildTool({ website: site.url('/kedai', 'a.test') });
    const gone = buildTool({ website: site.url('/kedai', 'a.test') });
    await database.db.insertInto('tools').values([kept, gone]).execute();
    answer = (request, response) => {
      if (request.url === '/kedai') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html><head><link rel="icon" href="/kedai.svg"></head></html>');
      }
      if (request.url === '/kedai.svg') {
        // The admin deletes one of the two tools while its icon is on its way.
        void database.db
          .deleteFrom('tools')
          .where('id', '=', gone.id)
          .execute()
          .then(() => response.end(svg));
        return;
      }
      reply(200)(request, response);
    };
    const failures: unknown[] = [];
    const result = await checkAllLinks(
      database.db,
      { ...settings({ findIcons: true }), onIconError: (error) => failures.push(error) },
      now,
    );
    expect(result.dead).toBe(0);
    expect(failures).toEqual([]);
    const logos = await database.db
      .selectFrom('tool_logos')
      .select(['tool_id', 'source'])
      .where('tool_id', 'in', [kept.id, gone.id])
      .execute();
    expect(logos).toEqual([{ tool_id: kept.id, source: 'site' }]);
  });

  it('keeps the last good date when a link dies, and forgets links gone from the content', async () => {
    const tool = buildTool({ website: site.url('/page', 'a.test') });
    await database.db.insertInto('tools').values(tool).execute();
    const firstGood = clock.current.toISOString();
    await checkAllLinks(database.db, settings(), now);
    answer = reply(500);
    later(86_400_000);
    await checkAllLinks(database.db, settings(), now);
    later(86_400_000);
    await checkAllLinks(database.db, settings(), now);
    expect(await rows()).toMatchObject([
      {
        status: 'dead',
        reason: 'http 500',
        last_ok_at: firstGood,
        last_checked_at: clock.current.toISOString(),
      },
    ]);
    answer = reply(200);
    later(86_400_000);
    await checkAllLinks(database.db, settings(), now);
    expect(await rows()).toMatchObject([{ status: 'ok', last_ok_at: clock.current.toISOString() }]);

    await database.db.updateTable('tools').set({ website: null }).execute();
    later(86_400_000);
    expect(await checkAllLinks(database.db, settings(), now)).toEqual({ checked: 0, dead: 0 });
    expect(await rows()).toEqual([]);
  });

  it('says the check could not reach the internet when every address fails the same network way (issue 33)', async () => {
    // Names outside *.test do not resolve here: a server with no network at all.
    await database.db
      .insertInto('tools')
      .values([
        buildTool({ website: 'https://satu.example/' }),
        buildTool({ website: 'https://dua.example/' }),
        buildTool({ website: 'https://tiga.example/a' }),
      ])
      .execute();
    const offline = await checkAllLinks(database.db, settings(), now);
    expect(offline).toEqual({ checked: 3, dead: 3, offline: true });
    const run = (await claimCheck({ db: database.db, now: clock.current }))!;
    await endCheck(database.db, run, clock.current, offline);
    expect(await readRun({ db: database.db, now: clock.current })).toMatchObject({
      offline: true,
      checked: 3,
    });

    // One site that answers, even 404, shows the network works: the others are really dead.
    answer = reply(404);
    await database.db
      .insertInto('tools')
      .values(buildTool({ website: site.url('/x', 'a.test') }))
      .execute();
    later(60_000);
    const some = await checkAllLinks(database.db, settings(), now);
    expect(some).toEqual({ checked: 4, dead: 4 });
    const next = (await claimCheck({ db: database.db, now: clock.current }))!;
    await endCheck(database.db, next, clock.current, some);
    expect(await readRun({ db: database.db, now: clock.current })).toMatchObject({
      offline: false,
    });

    // A single dead address is just a dead site.
    await database.db.deleteFrom('tools').execute();
    await database.db
      .insertInto('tools')
      .values(buildTool({ website: 'https://satu.example/' }))
      .execute();
    later(60_000);
    expect(await checkAllLinks(database.db, settings(), now)).toEqual({ checked: 1, dead: 1 });
  });

  it('never has more requests in flight than its bound', async () => {
    // Each request is held until four are in flight (or all that are left), then all answered:
    // with a bound of 4 the sites see exactly 4 at once, never more. Ten addresses (pacing goes
    // by address): a site on each of 127.0.0.11 to 127.0.0.20.
    const total = 10;
    let served = 0;
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    const holding: Answer = (request, response) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      response.on('close', () => (inFlight -= 1));
      held.push(() => reply(200)(request, response));
      if (held.length === Math.min(4, total - served)) {
        served += held.length;
        held.splice(0).forEach((release) => release());
      }
    };
    const sites = await Promise.all(
      Array.from({ length: total }, (_, i) => startSite(holding, `127.0.0.${11 + i}`)),
    );
    try {
      await database.db
        .insertInto('tools')
        .values(sites.map((one) => buildTool({ website: one.url('/') })))
        .execute();
      expect(await checkAllLinks(database.db, settings({ concurrency: 4 }), now)).toEqual({
        checked: total,
        dead: 0,
      });
      expect(sites.map((one) => one.hits.length)).toEqual(Array(total).fill(1));
      expect(most).toBe(4);
    } finally {
      await Promise.all(sites.map((one) => one.close()));
    }
  });

  it('waits at least the per-host delay between two requests to one host', async () => {
    const delay = 150;
    await database.db
      .insertInto('tools')
      .values([1, 2, 3].map((n) => buildTool({ website: site.url(`/p${n}`, 'slow.test') })))
      .execute();
    await checkAllLinks(database.db, settings({ hostDelayMs: delay }), now);
    const times = site.hits.map((h) => h.at);
    expect(times).toHaveLength(3);
    // Lower bounds only (a busy machine makes gaps longer, never shorter); timers keep whole
    // milliseconds, so 1 ms of rounding is allowed.
    for (let i = 1; i < times.length; i += 1) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(delay - 1);
    }
  });
});

describe('pacing per address (issue 31)', () => {
  it('paces every spelling and name of one address together', async () => {
    const delay = 150;
    // Four lanes' worth of workers: had each spelling its own lane, they would go at once.
    const spellings = ['127.0.0.1', '2130706433', '0x7f000001', 'localhost', 'a.test'];
    await database.db
      .insertInto('tools')
      .values(spellings.map((host, i) => buildTool({ website: site.url(`/s${i}`, host) })))
      .execute();
    // localhost through the checks' own 'local' lookup; *.test through this file's.
    const lookup: LookupFunction = (hostname, options, callback) =>
      hostname === 'localhost'
        ? loopbackLookup(hostname, options, callback)
        : local(hostname, options, callback);
    await checkAllLinks(database.db, settings({ hostDelayMs: delay, lookup }), now);
    const hits = site.hits.filter((h) => /^\/s\d$/.test(h.path));
    expect(hits.map((h) => h.path).sort()).toEqual(['/s0', '/s1', '/s2', '/s3', '/s4']);
    // Lower bounds only (a busy machine makes gaps longer, never shorter); 1 ms of rounding.
    for (let i = 1; i < hits.length; i += 1) {
      expect(hits[i]!.at - hits[i - 1]!.at).toBeGreaterThanOrEqual(delay - 1);
    }
  });

  it('does not pace two addresses together', async () => {
    // A second site on another loopback address. Each site holds its first request until the
    // other site has one too: only two lanes, going side by side, ever finish.
    let release: (() => void) | null = null;
    const meet: Answer = (request, response) => {
      const answerThis = () => reply(200)(request, response);
      if (release) {
        release();
        answerThis();
      } else release = answerThis;
    };
    answer = meet;
    const other = await startSite(meet, '127.0.0.2');
    try {
      await database.db
        .insertInto('tools')
        .values([
          buildTool({ website: site.url('/one') }),
          buildTool({ website: other.url('/two') }),
        ])
        .execute();
      // Long pauses: a single lane would hold its second request back for a minute.
      expect(
        await checkAllLinks(database.db, settings({ hostDelayMs: 60_000, concurrency: 2 }), now),
      ).toEqual({ checked: 2, dead: 0 });
      expect(site.hits.map((h) => h.path)).toEqual(['/one']);
      expect(other.hits.map((h) => h.path)).toEqual(['/two']);
    } finally {
      await other.close();
    }
  });
});

describe('the state of a run', () => {
  const result = { ok: true, reason: null, httpStatus: 200 };
  const aLink = () => ({
    key: 'k1',
    itemType: 'tools' as const,
    itemId: 'x',
    kind: 'website' as const,
    url: 'https://a.test/',
    checkUrl: 'https://a.test/',
  });

  it('shows a run running only while it speaks; a silent one is taken over', async () => {
    clock.current = new Date('2026-11-27T01:00:00.000Z');
    const first = await claimCheck({ db: database.db, now: now() });
    expect(first).toBe(clock.current.toISOString());
    expect(await claimCheck({ db: database.db, now: now() })).toBeNull();
    later(STALE_RUN_MS);
    expect(await readRun({ db: database.db, now: now() })).toMatchObject({ running: true });
    // Its process stopped: it is no longer shown running, and the next claim takes it over.
    later(1);
    expect(await readRun({ db: database.db, now: now() })).toMatchObject({ running: false });
    const second = await claimCheck({ db: database.db, now: now() });
    expect(second).toBe(clock.current.toISOString());
    expect(await readRun({ db: database.db, now: now() })).toMatchObject({
      running: true,
      startedAt: second,
    });
  });

  it('ends and keeps alive only its own run, not the one that took it over', async () => {
    clock.current = new Date('2026-11-27T01:00:00.000Z');
    const first = (await claimCheck({ db: database.db, now: now() }))!;
    expect(await saveResult(database.db, [aLink()], result, now(), first)).toBe(true);
    later(STALE_RUN_MS + 1);
    const second = (await claimCheck({ db: database.db, now: now() }))!;
    const before = await readRun({ db: database.db, now: now() });

    // The first run wakes up: its results are kept, but it neither keeps the state alive nor
    // ends the second run, nor writes its counts.
    later(STALE_RUN_MS - 1);
    expect(await saveResult(database.db, [aLink()], result, now(), first)).toBe(false);
    await endCheck(database.db, first, now(), { checked: 99, dead: 99 });
    later(1);
    expect(await readRun({ db: database.db, now: now() })).toEqual(before);

    expect(await saveResult(database.db, [aLink()], result, now(), second)).toBe(true);
    await endCheck(database.db, second, now(), { checked: 1, dead: 0 });
    expect(await readRun({ db: database.db, now: now() })).toMatchObject({
      running: false,
      finishedAt: clock.current.toISOString(),
      checked: 1,
      dead: 0,
    });
  });

  it('stops a run that was taken over', async () => {
    await database.db
      .insertInto('tools')
      .values([1, 2, 3].map((n) => buildTool({ website: site.url(`/p${n}`, 'a.test') })))
      .execute();
    clock.current = new Date('2026-11-27T01:00:00.000Z');
    const first = (await claimCheck({ db: database.db, now: now() }))!;
    later(STALE_RUN_MS + 1);
    await claimCheck({ db: database.db, now: now() });
    await expect(
      checkAllLinks(database.db, settings({ concurrency: 1 }), now, first),
    ).rejects.toBeInstanceOf(TakenOver);
    expect(site.hits).toHaveLength(1);
  });
});

describe('the daily check', () => {
  const config = () =>
    parseConfig({
      LINK_CHECK_DAILY: 'false',
      LINK_CHECK_NETWORK: 'local',
      LINK_CHECK_HOST_DELAY_SECONDS: '0',
      LINK_CHECK_OEMBED_URL: site.url('/oembed'),
    });
  const checkerOn = (handle: Pick<DbHandle, 'db' | 'dialect' | 'changes'>) =>
    linkChecker({ ...handle, config: config(), now }, pino({ level: 'silent' }));
  /** A tool whose logo an admin cleared: the daily check asks its site for nothing more. */
  const toolWithoutIcon = async (website: string) => {
    const tool = buildTool({ website });
    await database.db.insertInto('tools').values(tool).execute();
    await clearToolLogo({ db: database.db, toolId: tool.id, now: now() });
  };

  it('runs once a day, whichever of several processes looks first', async () => {
    await toolWithoutIcon(site.url('/daily'));
    const handles: Pick<DbHandle, 'db' | 'dialect' | 'changes'>[] = [database];
    if (database.reopen) {
      for (let i = 0; i < 2; i += 1) {
        const handle = database.reopen();
        others.push(handle);
        handles.push(handle);
      }
    } else handles.push(database, database);
    const checkers = handles.map(checkerOn);
    clock.current = new Date('2026-12-01T16:30:00.000Z'); // 00:30 on 2 December in Kuala Lumpur
    await Promise.all(checkers.map((checker) => checker.daily()));
    await Promise.all(checkers.map((checker) => checker.daily()));
    expect(site.hits.filter((h) => h.path === '/daily')).toHaveLength(1);
    const run = await readRun({ db: database.db, now: now() });
    expect(run).toMatchObject({ running: false, checked: 1, dead: 0 });
    expect(run.finishedAt).toBe(clock.current.toISOString());

    clock.current = new Date('2026-12-02T16:30:00.000Z'); // the next day there
    await Promise.all(checkers.map((checker) => checker.daily()));
    expect(site.hits.filter((h) => h.path === '/daily')).toHaveLength(2);
    const claims = await database.db
      .selectFrom('job_runs')
      .select('period')
      .where('job', '=', 'link-health')
      .orderBy('period')
      .execute();
    expect(claims.map((c) => c.period)).toEqual(['2026-12-02', '2026-12-03']);
    await Promise.all(checkers.map((checker) => checker.close()));
  });

  it('gives the day back when a run is going on, and a later look runs it', async () => {
    await toolWithoutIcon(site.url('/daily'));
    const checker = checkerOn(database);
    const day = () =>
      database.db
        .selectFrom('job_runs')
        .select('period')
        .where('job', '=', 'link-health')
        .where('period', '=', '2026-12-10')
        .execute();
    clock.current = new Date('2026-12-10T01:00:00.000Z');
    // An admin's run is going on when the day's first look comes.
    const pressed = (await claimCheck({ db: database.db, now: now() }))!;
    await checker.daily();
    expect(site.hits).toEqual([]);
    expect(await day()).toEqual([]);

    await endCheck(database.db, pressed, now(), null);
    later(15 * 60 * 1000);
    await checker.daily();
    expect(site.hits.map((h) => h.path)).toEqual(['/daily']);
    expect(await day()).toEqual([{ period: '2026-12-10' }]);
    await checker.daily();
    expect(site.hits).toHaveLength(1);
    await checker.close();
  });
});
