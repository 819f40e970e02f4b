import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, RATE_RULES, type RateRule } from '../auth/rate-limit.js';
import { useTestApp } from '../test/app.js';
import { routeName } from '../test/routes.js';

// Issue 11 "Access": every authentication endpoint answers 429 to one address that keeps
// trying, and answers again once the window has passed (on the test clock). The endpoints come
// from the app's own route list, so a new one must be given a case here.

const t = useTestApp();

const MINUTE = 60_000;
const NEW_PASSWORD = 'Kinabalu-Baru-4095';
const FAKE_TOKEN = 'x'.repeat(43);

/** Public writes under /api/auth/ that need no limit, and why. */
const UNLIMITED: Record<string, string> = {
  'POST /api/auth/logout':
    'ends the caller’s own session: it checks no secret, so nothing to guess',
};

/**
 * The same attempt over and over from one address, and the rule that must stop it: the
 * attempt after `rule.max` is refused.
 */
const CASES: Record<string, { rule: RateRule; body: object }> = {
  'POST /api/auth/login': {
    rule: RATE_RULES.loginAccountIp,
    body: { identifier: 'had_login', password: 'salah-sekali' },
  },
  'POST /api/auth/admin-login': {
    rule: RATE_RULES.loginAccountIp,
    body: { identifier: 'had_admin', password: 'salah-sekali' },
  },
  'POST /api/auth/complete-password-change': {
    rule: RATE_RULES.loginAccountIp,
    body: { identifier: 'had_tukar', currentPassword: 'salah-sekali', newPassword: NEW_PASSWORD },
  },
  'POST /api/auth/register': {
    rule: RATE_RULES.registerIp,
    body: {
      username: 'had_daftar',
      email: 'had.daftar@contoh.my',
      password: NEW_PASSWORD,
      gender: 'female',
      birthday: '1995-05-05',
    },
  },
  'POST /api/auth/password-reset': {
    rule: RATE_RULES.resetAccount,
    body: { email: 'had.lupa@contoh.my' },
  },
  'POST /api/auth/password-reset/check': {
    rule: RATE_RULES.resetCompleteIp,
    body: { token: FAKE_TOKEN },
  },
  'POST /api/auth/password-reset/complete': {
    rule: RATE_RULES.resetCompleteIp,
    body: { token: FAKE_TOKEN, password: NEW_PASSWORD },
  },
  'POST /api/auth/find-email': {
    rule: RATE_RULES.findEmailAccount,
    body: { username: 'had_cari' },
  },
};

const authWrites = () =>
  t()
    .app.apiRoutes.filter(
      (route) =>
        route.access === 'public' && route.method !== 'GET' && route.url.startsWith('/api/auth/'),
    )
    .map(routeName);

function expectRefusal(
  res: { statusCode: number; json(): unknown },
  rule: RateRule,
  label: string,
) {
  expect(res.statusCode, label).toBe(429);
  expect(res.json(), label).toEqual({
    error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE(rule.windowMs / MINUTE) },
  });
}

describe('rate limits on every authentication endpoint', () => {
  it('has a case (or a reason for none) for every public write under /api/auth/', () => {
    expect(authWrites().sort()).toEqual([...Object.keys(CASES), ...Object.keys(UNLIMITED)].sort());
  });

  it('refuse one address that keeps trying with 429, until the window has passed', async () => {
    t().clock.current = new Date('2025-06-02T04:00:00.000Z');
    let attempts = 0;
    for (const [index, [name, { rule, body }]] of Object.entries(CASES).entries()) {
      const [method, url] = name.split(' ') as ['POST', string];
      // Each endpoint from its own address, so no case spends another's budget.
      const remoteAddress = `10.11.0.${index + 1}`;
      const attempt = () => t().as(null).send(method, url, body, { remoteAddress });
      for (let n = 1; n <= rule.max; n += 1) {
        const res = await attempt();
        attempts += 1;
        expect(res.statusCode, `${name} attempt ${n}: ${res.body}`).not.toBe(429);
        expect(res.statusCode, `${name} attempt ${n}: ${res.body}`).toBeLessThan(500);
      }
      expectRefusal(await attempt(), rule, `${name} attempt ${rule.max + 1}`);
      attempts += 1;

      t().clock.current = new Date(t().clock.current.getTime() + rule.windowMs + 1000);
      const after = await attempt();
      attempts += 1;
      expect(after.statusCode, `${name} after the window: ${after.body}`).not.toBe(429);
    }
    console.info(`auth rate limits: ${Object.keys(CASES).length} endpoints, ${attempts} attempts`);
  });
});
