import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { SESSION_TTL_MS } from '../../auth/sessions.js';
import { TEST_ORIGIN, useTestApp } from '../../test/app.js';
import type { SendOptions } from '../../test/requests.js';

const t = useTestApp();

const login = (identifier: string, password: string, options?: SendOptions) =>
  t().as(null).post('/api/auth/login', { identifier, password }, options);

const session = (cookie?: string) => t().as(cookie).get('/api/auth/session');

describe('POST /api/auth/login', () => {
  it('signs in by username, case-insensitively and trimmed, and sets an httpOnly session cookie', async () => {
    const user = await t().createUser({ username: 'Siti_Aminah', email: 'siti@contoh.my' });
    const res = await login('  siti_aminah ', user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'Siti_Aminah',
      role: 'user',
      status: 'approved',
    });
    const cookie = res.cookies.find((c) => c.name === 'habai_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in by email, trimmed and lowercased', async () => {
    const user = await t().createUser({ email: 'ahmad@contoh.my' });
    const res = await login('  AHMAD@Contoh.MY ', user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('ahmad@contoh.my');
  });

  it('never returns the password hash', async () => {
    const user = await t().createUser();
    const res = await login(user.username, user.password);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('password');
  });

  it('refuses a wrong password or unknown account with the same message', async () => {
    const user = await t().createUser();
    for (const [identifier, password] of [
      [user.username, 'salah-sekali'],
      ['tiada_orang', 'rahsia123'],
      ['tiada@contoh.my', 'rahsia123'],
    ] as const) {
      const res = await login(identifier, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'invalid_credentials',
        message: AUTH_MESSAGES.invalidCredentials,
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses pending and declined accounts in Malay, without a session', async () => {
    const pending = await t().createUser({ status: 'pending' });
    const declined = await t().createUser({ status: 'declined' });
    const p = await login(pending.username, pending.password);
    expect(p.statusCode).toBe(403);
    expect(p.json().error).toMatchObject({
      code: 'account_pending',
      message: AUTH_MESSAGES.accountPending,
    });
    const d = await login(declined.username, declined.password);
    expect(d.statusCode).toBe(403);
    expect(d.json().error).toMatchObject({
      code: 'account_declined',
      message: AUTH_MESSAGES.accountDeclined,
    });
    expect([...p.cookies, ...d.cookies].filter((c) => c.value)).toHaveLength(0);
  });

  it('requires both fields (docs/product.md#sign-in-and-sessions wording)', async () => {
    for (const payload of [
      { identifier: '   ', password: 'x' },
      { identifier: 'ali', password: '' },
      {},
    ]) {
      const res = await t().as(null).post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const blank = await login('   ', 'x');
    expect(blank.json().error.message).toBe(AUTH_MESSAGES.bothRequired);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t()
      .as(null)
      .post('/api/auth/login', '{"identifier":', {
        headers: { 'content-type': 'application/json' },
      });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const user = await t().createUser();
    const foreign = await login(user.username, user.password, { origin: 'https://jahat.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('foreign_origin');
    const same = await login(user.username, user.password, { origin: TEST_ORIGIN });
    expect(same.statusCode).toBe(200);
  });

  // Issue 34: a form our page posts says 'null' (the no-referrer policy); the browser's
  // Sec-Fetch-Site, which no page can set, tells ours from another site's.
  it("takes an origin of 'null' only when the browser says the request is same-origin", async () => {
    const user = await t().createUser();
    for (const site of ['cross-site', 'same-site', undefined]) {
      const refused = await login(user.username, user.password, {
        origin: 'null',
        headers: site ? { 'sec-fetch-site': site } : {},
      });
      expect(refused.statusCode, String(site)).toBe(403);
    }
    const ours = await login(user.username, user.password, {
      origin: 'null',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(ours.statusCode).toBe(200);
  });
});

describe('GET /api/auth/session', () => {
  it('is null for visitors and for unknown tokens', async () => {
    expect((await session()).json()).toEqual({ user: null });
    expect((await session('habai_session=bukan-token')).json()).toEqual({ user: null });
  });

  it('returns the signed-in user', async () => {
    const user = await t().createUser({ display_name: 'Cikgu Ali' });
    const res = await session(await t().cookieFor(user));
    expect(res.json().user).toMatchObject({ id: user.id, displayName: 'Cikgu Ali' });
  });

  it('expires after 30 days without use and renews (sliding) when used', async () => {
    const user = await t().createUser();
    const cookie = await t().cookieFor(user);
    const start = t().clock.current;
    try {
      t().clock.current = new Date(start.getTime() + 2 * 24 * 3600_000);
      const renewed = await session(cookie);
      expect(renewed.json().user?.id).toBe(user.id);
      const set = renewed.cookies.find((c) => c.name === 'habai_session');
      expect(set?.expires?.getTime()).toBeGreaterThan(start.getTime() + SESSION_TTL_MS);
      // 29 days after the renewal the session still lives; 31 days after, it is gone.
      t().clock.current = new Date(start.getTime() + (2 + 29) * 24 * 3600_000);
      expect((await session(cookie)).json().user?.id).toBe(user.id);
      t().clock.current = new Date(start.getTime() + (2 + 29 + 31) * 24 * 3600_000);
      expect((await session(cookie)).json().user).toBeNull();
    } finally {
      t().clock.current = start;
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server, not only the cookie', async () => {
    const user = await t().createUser();
    const cookie = await t().cookieFor(user);
    const res = await t().as(cookie).post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect((await session(cookie)).json().user).toBeNull();
    const member = await t().as(cookie).get('/api/tools');
    expect(member.statusCode).toBe(401);
  });

  it('is harmless for visitors', async () => {
    const res = await t().as(null).post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
  });
});
