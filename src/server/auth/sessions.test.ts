import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';
import { useTestApp } from '../test/app.js';
import { purgeExpired } from './purge.js';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS, createSession, hashToken } from './sessions.js';

// Issue 11 points 5 and 10: a session never outlives its 90 days however often it is used, an
// account flagged for a new password is signed out everywhere, and dead rows are purged.
const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const sessionOf = async (cookie: string) =>
  (await t().as(cookie).get('/api/auth/session')).json().user as { id: string } | null;

/** Runs `body` with the app's clock moved `ms` ahead, then puts it back. */
async function later<T>(ms: number, body: () => Promise<T>) {
  const start = t().clock.current;
  t().clock.current = new Date(start.getTime() + ms);
  try {
    return await body();
  } finally {
    t().clock.current = start;
  }
}

describe('session lifetime (issue 11)', () => {
  it('slides with use, but ends 90 days after sign-in', async () => {
    const { user, cookie } = await t().signedIn();
    // Used every 20 days: each use keeps it alive for another 30.
    for (let day = 20; day < 90; day += 20) {
      expect(await later(day * DAY, () => sessionOf(cookie)), `day ${day}`).toMatchObject({
        id: user.id,
      });
    }
    expect(await later(SESSION_MAX_AGE_MS + 1000, () => sessionOf(cookie))).toBeNull();
    const dashboard = await later(SESSION_MAX_AGE_MS + 1000, () =>
      t().as(cookie).get('/api/me/dashboard'),
    );
    expect(dashboard.statusCode).toBe(401);
  });

  it('renews the cookie no later than the 90th day', async () => {
    const { cookie } = await t().signedIn();
    const signedInAt = t().clock.current.getTime();
    await later(25 * DAY, () => sessionOf(cookie));
    await later(50 * DAY, () => sessionOf(cookie));
    const res = await later(75 * DAY, () => t().as(cookie).get('/api/auth/session'));
    const set = res.cookies.find((c) => c.name === 'habai_session');
    // Cookie dates are whole seconds.
    expect(set?.expires?.getTime()).toBe(
      Math.floor((signedInAt + SESSION_MAX_AGE_MS) / 1000) * 1000,
    );
  });
});

describe('an account flagged for a new password (issue 11)', () => {
  it('is signed out of every session until it sets one at sign-in', async () => {
    const { user, cookie } = await t().signedIn();
    expect((await t().as(cookie).get('/api/me/dashboard')).statusCode).toBe(200);
    await t()
      .db.updateTable('users')
      .set({ password_reset_required: 1 })
      .where('id', '=', user.id)
      .execute();

    expect(await sessionOf(cookie)).toBeNull();
    const refused = await t().as(cookie).get('/api/me/dashboard');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthenticated');

    // Signing in asks for the new password first, as docs/product.md#sign-in-and-sessions says.
    const login = await t().as(null).post('/api/auth/login', {
      identifier: user.username,
      password: user.password,
    });
    expect(login.json().status).toBe('password_change_required');
  });
});

describe('purge of expired rows (issue 11)', () => {
  it('deletes dead sessions, reset links and rate counters, and keeps live ones', async () => {
    const { db } = t();
    const now = t().clock.current;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await t().createUser();
    const live = await createSession(db, user.id, now);
    await createSession(db, user.id, ago(SESSION_TTL_MS + DAY));
    // Still within its sliding expiry, but signed in more than 90 days ago.
    const tooOld = await createSession(db, user.id, ago(SESSION_MAX_AGE_MS + DAY));
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(now.getTime() + DAY).toISOString() })
      .where('id', '=', hashToken(tooOld.token))
      .execute();
    await db
      .insertInto('password_reset_tokens')
      .values([
        { id: 'live-link', user_id: user.id, expires_at: iso(now, DAY), created_at: iso(now, 0) },
        { id: 'dead-link', user_id: user.id, expires_at: iso(now, -1), created_at: iso(now, 0) },
      ])
      .execute();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'purge-test:fresh', count: 1, window_start: iso(now, -60_000) },
        { key: 'purge-test:stale', count: 1, window_start: iso(now, -2 * 60 * 60 * 1000) },
      ])
      .execute();
    const day = 24 * 60 * 60 * 1000;
    await db
      .insertInto('job_runs')
      .values([
        { job: 'purge-test', period: 'recent', claimed_at: iso(now, -59 * day) },
        { job: 'purge-test', period: 'old', claimed_at: iso(now, -61 * day) },
      ])
      .execute();

    const counts = await purgeExpired(db, now);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);

    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([hashToken(live.token)]);
    const links = await db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(links.map((l) => l.id)).toEqual(['live-link']);
    const counters = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'purge-test:%')
      .execute();
    expect(counters.map((c) => c.key)).toEqual(['purge-test:fresh']);
    const claims = await db
      .selectFrom('job_runs')
      .select('period')
      .where('job', '=', 'purge-test')
      .execute();
    expect(claims.map((c) => c.period)).toEqual(['recent']);
  });

  it('runs when the server starts', async () => {
    const { db } = t();
    await db
      .insertInto('rate_limits')
      .values({ key: 'purge-start:stale', count: 1, window_start: '2000-01-01T00:00:00.000Z' })
      .execute();
    // A second app on the same database, as a restarted server would be.
    const restarted = await buildApp({
      db,
      dialect: t().dialect,
      changes: t().changes,
      config: parseConfig({ LOG_LEVEL: 'silent' }),
      now: () => t().clock.current,
      serveWeb: false,
    });
    await restarted.ready();
    try {
      const left = () =>
        db.selectFrom('rate_limits').select('key').where('key', '=', 'purge-start:stale').execute();
      await expect.poll(left).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

const iso = (from: Date, msAhead: number) => new Date(from.getTime() + msAhead).toISOString();
