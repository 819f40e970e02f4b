import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limit.js';
import { RESET_TOKEN_TTL_MS, issueResetLink } from '../../auth/reset-links.js';
import { SESSION_MESSAGES, type MemberSession } from '../../../shared/sessions.js';
import {
  LAST_USED_EVERY_MS,
  SESSION_TTL_MS,
  SESSION_USER_AGENT_MAX,
  createSession,
  hashToken,
  publicSessionId,
} from '../../auth/sessions.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';
import { countChangesOf } from '../../test/changes.js';
import { sessionCookieFrom } from '../../test/requests.js';

// Issue 31, "Sesi aktif" (ASVS 3.3.4; docs/product.md#profile): a member sees their own live
// sessions and signs one, or all the others, out; a signed-out session is refused at once.

const t = useTestApp();
const heardSessions = countChangesOf(t, 'sessions');

const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;

let address = 0;
/** Signs `user` in through the real endpoint from `userAgent`, each from an address of its own. */
async function signIn(user: { username: string; password: string }, userAgent: string) {
  address += 1;
  const res = await t()
    .as(null)
    .post(
      '/api/auth/login',
      { identifier: user.username, password: user.password },
      { headers: { 'user-agent': userAgent }, remoteAddress: `10.31.0.${address}` },
    );
  return sessionCookieFrom(res);
}

/** A member signed in on a computer and a phone. */
async function memberOnTwoDevices() {
  const user = await t().createUser();
  const computer = await signIn(user, FIREFOX_LINUX);
  const phone = await signIn(user, SAFARI_IPHONE);
  return { user, computer, phone };
}

const list = async (cookie: string) => {
  const res = await t().as(cookie).get('/api/me/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessions: MemberSession[] }>().sessions;
};
const signedInAs = async (cookie: string) =>
  (await t().as(cookie).get('/api/auth/session')).json<{ user: { id: string } | null }>().user;
const storedLastUse = async (cookie: string) =>
  (
    await t()
      .db.selectFrom('sessions')
      .select('last_used_at')
      .where('id', '=', hashToken(cookie.split('=')[1]!))
      .executeTakeFirstOrThrow()
  ).last_used_at;

/** Runs `body` with the app's clock at `at`. */
async function at<T>(time: Date, body: () => Promise<T>) {
  const start = t().clock.current;
  t().clock.current = time;
  try {
    return await body();
  } finally {
    t().clock.current = start;
  }
}
const plus = (ms: number) => new Date(t().clock.current.getTime() + ms);

// A member's sessions, which no refused call may end.
let target: { userId: string; sessionId: string };
beforeAll(async () => {
  const { user, phone } = await memberOnTwoDevices();
  target = { userId: user.id, sessionId: (await list(phone))[1]!.id };
});
describeMembersOnly(t, {
  calls: async () => [
    { method: 'GET', url: '/api/me/sessions' },
    { method: 'DELETE', url: `/api/me/sessions/${target.sessionId}` },
    { method: 'POST', url: '/api/me/sessions/sign-out-others' },
  ],
  state: () =>
    t()
      .db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', target.userId)
      .orderBy('id')
      .execute(),
  writes: true,
});

describe('GET /api/me/sessions', () => {
  it('lists the live sessions, this device first, with the device in words and a public id', async () => {
    const { user, computer, phone } = await memberOnTwoDevices();
    const stranger = await t().signedIn();
    // An expired one is not listed.
    await createSession(t().db, user.id, new Date(t().clock.current.getTime() - SESSION_TTL_MS));

    const sessions = await list(phone);
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Safari di iOS', current: true },
      { device: 'Firefox di Linux', current: false },
    ]);
    const stored = [computer, phone].map((cookie) => cookie.split('=')[1]!);
    const ids = await t()
      .db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    for (const session of sessions) {
      // Never the stored hash, nor the token, nor anything of them.
      for (const secret of [...stored, ...ids.map((row) => row.id)]) {
        expect(secret).not.toContain(session.id);
        expect(session.id).not.toContain(secret.slice(0, 8));
      }
      expect(session.createdAt).toBe(t().clock.current.toISOString());
      expect(session.lastUsedAt).toBe(t().clock.current.toISOString());
    }
    expect(sessions[1]!.id).toBe(publicSessionId(hashToken(stored[0]!)));
    // Another member sees only their own.
    expect((await list(stranger.cookie)).map((s) => s.current)).toEqual([true]);
  });

  it('names the device of a session opened by the forced password change or a reset link', async () => {
    const user = await t().createUser({ password_reset_required: 1 });
    const changed = await t()
      .as(null)
      .post(
        '/api/auth/complete-password-change',
        {
          identifier: user.username,
          currentPassword: user.password,
          newPassword: 'Baharu-31-ujian',
        },
        { headers: { 'user-agent': CHROME_WINDOWS } },
      );
    expect((await list(sessionCookieFrom(changed)))[0]!.device).toBe('Chrome di Windows');

    const link = await issueResetLink(t().db, {
      userId: user.id,
      publicUrl: 'http://localhost',
      now: t().clock.current,
      ttlMs: RESET_TOKEN_TTL_MS,
    });
    const reset = await t()
      .as(null)
      .post(
        '/api/auth/password-reset/complete',
        { token: new URL(link).searchParams.get('token'), password: 'Lain-lagi-31-ujian' },
        { headers: { 'user-agent': SAFARI_IPHONE } },
      );
    expect((await list(sessionCookieFrom(reset)))[0]!.device).toBe('Safari di iOS');
  });

  it('keeps the User-Agent cut to a sane length, printable only', async () => {
    const user = await t().createUser();
    const cookie = await signIn(user, `${CHROME_WINDOWS} ${'x'.repeat(2000)}`);
    const row = await t()
      .db.selectFrom('sessions')
      .select('user_agent')
      .where('id', '=', hashToken(cookie.split('=')[1]!))
      .executeTakeFirstOrThrow();
    expect(row.user_agent).toHaveLength(SESSION_USER_AGENT_MAX);
    expect(row.user_agent!.startsWith(CHROME_WINDOWS)).toBe(true);
    expect((await list(cookie))[0]!.device).toBe('Chrome di Windows');
  });

  it('shows a session from before the devices were kept as an unknown device, last used at its last renewal', async () => {
    const { user, phone } = await memberOnTwoDevices();
    const now = t().clock.current.getTime();
    const signedInAt = new Date(now - 20 * 24 * 60 * MINUTE).toISOString();
    const renewedAt = new Date(now - 3 * 24 * 60 * MINUTE);
    // As migration 0021 leaves a session opened before it: no browser, no last use.
    await t()
      .db.insertInto('sessions')
      .values({
        id: hashToken('older-token'),
        user_id: user.id,
        created_at: signedInAt,
        expires_at: new Date(renewedAt.getTime() + SESSION_TTL_MS).toISOString(),
      })
      .execute();
    const older = (await list(phone)).find(
      (s) => s.id === publicSessionId(hashToken('older-token')),
    );
    expect(older).toMatchObject({
      device: SESSION_MESSAGES.unknownDevice,
      createdAt: signedInAt,
      lastUsedAt: renewedAt.toISOString(),
      current: false,
    });
  });
});

describe('the last use of a session', () => {
  it(`is written at most every ${LAST_USED_EVERY_MS / MINUTE} minutes, by the requests the session makes`, async () => {
    const { computer, phone } = await memberOnTwoDevices();
    const signedInAt = t().clock.current.toISOString();
    const lastUseOfComputer = async () => (await list(phone)).find((s) => !s.current)!.lastUsedAt;

    // Used a minute later, and just before the few minutes are up: nothing written.
    for (const ms of [MINUTE, LAST_USED_EVERY_MS - 1]) {
      await at(plus(ms), () => signedInAs(computer));
      expect(await storedLastUse(computer), `${ms} ms`).toBe(signedInAt);
    }
    expect(await lastUseOfComputer()).toBe(signedInAt);

    // Once they are up, the next request records it…
    const later = plus(LAST_USED_EVERY_MS);
    await at(later, () => signedInAs(computer));
    expect(await storedLastUse(computer)).toBe(later.toISOString());
    expect(await at(later, lastUseOfComputer)).toBe(later.toISOString());
    // …and the requests after it, for a few minutes, do not.
    await at(plus(LAST_USED_EVERY_MS + 4 * MINUTE), () => signedInAs(computer));
    expect(await storedLastUse(computer)).toBe(later.toISOString());
  });

  it('is recorded by the first request of a session that has none (opened before migration 0021)', async () => {
    const user = await t().createUser();
    const { token } = await createSession(t().db, user.id, t().clock.current);
    const cookie = `habai_session=${token}`;
    await t()
      .db.updateTable('sessions')
      .set({ last_used_at: null })
      .where('id', '=', hashToken(token))
      .execute();
    expect(await signedInAs(cookie)).toMatchObject({ id: user.id });
    expect(await storedLastUse(cookie)).toBe(t().clock.current.toISOString());
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('signs that session out at once; the others stay', async () => {
    const { user, computer, phone } = await memberOnTwoDevices();
    const [, other] = await list(phone);
    expect((await t().as(computer).get('/api/me/dashboard')).statusCode).toBe(200);
    const before = heardSessions();

    const res = await t().as(phone).delete(`/api/me/sessions/${other!.id}`);
    expect(res.statusCode, res.body).toBe(204);
    // The computer's next request is refused, and its cookie cleared.
    const refused = await t().as(computer).get('/api/me/dashboard');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthenticated');
    expect(await signedInAs(computer)).toBeNull();
    expect(await signedInAs(phone)).toMatchObject({ id: user.id });
    expect((await list(phone)).map((s) => s.device)).toEqual(['Safari di iOS']);
    // Every process forgets the session it kept (docs/architecture.md#sessions).
    await expect.poll(heardSessions).toBeGreaterThan(before);
  });

  it("answers 404 to another member's session and to an unknown id, ending nothing and announcing nothing", async () => {
    const { computer, phone } = await memberOnTwoDevices();
    const stranger = await t().signedIn();
    const [, theirs] = await list(phone);
    await t().changesSettled();
    const before = heardSessions();

    for (const id of [theirs!.id, 'tiada-sesi-begini', hashToken(computer.split('=')[1]!)]) {
      const res = await t().as(stranger.cookie).delete(`/api/me/sessions/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: SESSION_MESSAGES.notFound });
    }
    expect(await signedInAs(computer)).not.toBeNull();
    expect(await list(phone)).toHaveLength(2);
    await t().changesSettled();
    expect(heardSessions()).toBe(before);
  });

  it('signed out twice: the second is a 404', async () => {
    const { phone } = await memberOnTwoDevices();
    const [, other] = await list(phone);
    expect((await t().as(phone).delete(`/api/me/sessions/${other!.id}`)).statusCode).toBe(204);
    expect((await t().as(phone).delete(`/api/me/sessions/${other!.id}`)).statusCode).toBe(404);
  });

  it("naming the request's own session signs this browser out, as the logout does", async () => {
    const { computer, phone } = await memberOnTwoDevices();
    const [own] = await list(phone);
    const res = await t().as(phone).delete(`/api/me/sessions/${own!.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'habai_session')?.value).toBe('');
    expect(await signedInAs(phone)).toBeNull();
    expect(await signedInAs(computer)).not.toBeNull();
  });

  it('is limited per member, like the other member writes', async () => {
    const { phone } = await memberOnTwoDevices();
    const attempt = () => t().as(phone).delete('/api/me/sessions/tiada');
    for (let n = 0; n < 60; n += 1) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED_MESSAGE(60));
    const others = await t().as(phone).post('/api/me/sessions/sign-out-others');
    expect(others.statusCode).toBe(429);
  });
});

describe('POST /api/me/sessions/sign-out-others', () => {
  it('signs out every other session of the member at once, keeping this one and other members', async () => {
    const { user, computer, phone } = await memberOnTwoDevices();
    const tablet = await signIn(user, CHROME_WINDOWS);
    const stranger = await t().signedIn();
    const before = heardSessions();

    const res = await t().as(phone).post('/api/me/sessions/sign-out-others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of [computer, tablet]) {
      expect((await t().as(cookie).get('/api/me/dashboard')).statusCode).toBe(401);
    }
    expect(await signedInAs(phone)).toMatchObject({ id: user.id });
    expect(await signedInAs(stranger.cookie)).toMatchObject({ id: stranger.user.id });
    expect(await list(phone)).toHaveLength(1);
    await expect.poll(heardSessions).toBeGreaterThan(before);
  });

  it('with no other session ends nothing and announces nothing', async () => {
    const { cookie } = await t().signedIn();
    await t().changesSettled();
    const before = heardSessions();
    const res = await t().as(cookie).post('/api/me/sessions/sign-out-others');
    expect(res.json()).toEqual({ ended: 0 });
    await t().changesSettled();
    expect(heardSessions()).toBe(before);
  });
});
