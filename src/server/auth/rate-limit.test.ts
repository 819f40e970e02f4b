import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { RATE_LIMITED_MESSAGE, RATE_RULES, type RateRule } from './rate-limit.js';

const t = useTestApp();

// Each test takes its own block of addresses so no two share a per-IP counter.
let lastBlock = 0;
const ipBlock = () => {
  lastBlock += 1;
  let n = 0;
  return () => `10.0.${lastBlock}.${++n}`;
};

const send = (url: string, payload: object, remoteAddress: string) =>
  t().app.inject({ method: 'POST', url, payload, remoteAddress });

const login = (identifier: string, password: string, ip: string) =>
  send('/api/auth/login', { identifier, password }, ip);

const expectLimited = (res: LightMyRequestResponse, minutes: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({
    code: 'rate_limited',
    message: RATE_LIMITED_MESSAGE(minutes),
  });
  expect(res.json().error.message).toMatch(/^Terlalu banyak cubaan\. Sila cuba lagi dalam/);
  expect(res.cookies.filter((c) => c.name === 'habai_session' && c.value)).toHaveLength(0);
};

/** `count` failed sign-ins for one identifier, each answered 401 (not yet limited). */
async function failLogins(identifier: string, count: number, ip: () => string) {
  for (let i = 0; i < count; i += 1) {
    const res = await login(identifier, `salah-${i}`, ip());
    expect(res.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

/** Moves the app clock for the body, then puts it back. */
async function withClockAt<T>(offsetMs: number, body: () => Promise<T>) {
  const start = t().clock.current;
  t().clock.current = new Date(start.getTime() + offsetMs);
  try {
    return await body();
  } finally {
    t().clock.current = start;
  }
}

/** The wait a fresh lock announces: the whole window, in minutes. */
const fullWindow = (rule: RateRule) => rule.windowMs / 60_000;
const loginWindowMinutes = fullWindow(RATE_RULES.loginAccount);

describe('sign-in limits', () => {
  it('locks one account after its failures, even for the right password, from any address', async () => {
    const ips = ipBlock();
    const ip = ips();
    const user = await t().createUser({ username: 'Sasaran_Satu' });
    // The count is per account, whatever the letter case or address of each guess.
    const guesses = ['Sasaran_Satu', 'sasaran_satu', ' SASARAN_SATU '];
    for (let i = 0; i < RATE_RULES.loginAccount.max; i += 1) {
      const res = await login(guesses[i % guesses.length]!, 'salah-sekali', i % 2 ? ips() : ip);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    expectLimited(await login(user.username, user.password, ip), loginWindowMinutes);
    expectLimited(await login(user.username, user.password, ips()), loginWindowMinutes);
    expect(
      await t().db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(0);

    // Another account signs in from the very same address.
    const neighbour = await t().createUser();
    expect((await login(neighbour.username, neighbour.password, ip)).statusCode).toBe(200);
  });

  it('locks an address after its failures across many accounts, leaving other addresses alone', async () => {
    const ips = ipBlock();
    const busy = ips();
    const user = await t().createUser();
    for (let i = 0; i < RATE_RULES.loginIp.max; i += 1) {
      const res = await login(`tiada_${i}`, 'salah-sekali', busy);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    expectLimited(await login(user.username, user.password, busy), fullWindow(RATE_RULES.loginIp));
    expect((await login(user.username, user.password, ips())).statusCode).toBe(200);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    const almost = RATE_RULES.loginAccount.max - 1;
    await failLogins(user.username, almost, ips);
    expect((await login(user.username, user.password, ips())).statusCode).toBe(200);
    // Without the reset these would reach the limit.
    await failLogins(user.username, almost, ips);
    expect((await login(user.username, user.password, ips())).statusCode).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    await failLogins(user.username, RATE_RULES.loginAccount.max, ips);
    expectLimited(await login(user.username, user.password, ips()), loginWindowMinutes);

    const { windowMs } = RATE_RULES.loginAccount;
    await withClockAt(windowMs - 30_000, async () => {
      expectLimited(await login(user.username, user.password, ips()), 1);
    });
    await withClockAt(windowMs + 1_000, async () => {
      const res = await login(user.username, user.password, ips());
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('signed_in');
    });
  });
});

describe('reset-email limits', () => {
  const requestReset = (email: string, ip: string) =>
    send('/api/auth/password-reset', { email }, ip);

  it('mails one address at most RATE_RULES.resetAccount.max times an hour', async () => {
    const ips = ipBlock();
    await t().createUser({ email: 'selalu.lupa@contoh.my' });
    for (let i = 0; i < RATE_RULES.resetAccount.max; i += 1) {
      const res = await requestReset(
        i % 2 ? 'Selalu.Lupa@contoh.my' : 'selalu.lupa@contoh.my',
        ips(),
      );
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    expect(t().mail.mailsTo('selalu.lupa@contoh.my')).toHaveLength(RATE_RULES.resetAccount.max);

    expectLimited(
      await requestReset('selalu.lupa@contoh.my', ips()),
      fullWindow(RATE_RULES.resetAccount),
    );
    expect(t().mail.mailsTo('selalu.lupa@contoh.my')).toHaveLength(RATE_RULES.resetAccount.max);
    // Another address is not affected.
    await t().createUser({ email: 'jarang.lupa@contoh.my' });
    expect((await requestReset('jarang.lupa@contoh.my', ips())).statusCode).toBe(200);
    await t().mail.waitForMail('jarang.lupa@contoh.my');
  });

  it('limits one address to RATE_RULES.resetIp.max requests an hour', async () => {
    const ip = ipBlock()();
    for (let i = 0; i < RATE_RULES.resetIp.max; i += 1) {
      const res = await requestReset(`orang${i}@contoh.my`, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    expectLimited(await requestReset('seorang.lagi@contoh.my', ip), fullWindow(RATE_RULES.resetIp));
  });
});

describe('find-email limits', () => {
  const findEmail = (username: string, ip: string) =>
    send('/api/auth/find-email', { username }, ip);

  it('looks a username up at most RATE_RULES.findEmailAccount.max times', async () => {
    const ips = ipBlock();
    await t().createUser({ username: 'Dicari_Ramai', email: 'dicari@contoh.my' });
    await t().createUser({ username: 'Dicari_Sekali', email: 'sekali@contoh.my' });
    for (let i = 0; i < RATE_RULES.findEmailAccount.max; i += 1) {
      const res = await findEmail(i % 2 ? 'dicari_ramai' : 'Dicari_Ramai', ips());
      expect(res.statusCode, `lookup ${i + 1}`).toBe(200);
      expect(res.json()).toEqual({ maskedEmail: 'di***@contoh.my' });
    }
    expectLimited(await findEmail('Dicari_Ramai', ips()), fullWindow(RATE_RULES.findEmailAccount));
    expect((await findEmail('Dicari_Sekali', ips())).json()).toEqual({
      maskedEmail: 'se***@contoh.my',
    });
  });
});

describe('registration limits', () => {
  it('creates at most RATE_RULES.registerIp.max accounts an hour from one address', async () => {
    const ip = ipBlock()();
    const register = (n: number) =>
      send(
        '/api/auth/register',
        {
          username: `pendaftar_${n}`,
          email: `pendaftar${n}@contoh.my`,
          password: 'rahsia123',
          gender: 'other',
          birthday: '2000-01-01',
        },
        ip,
      );
    for (let i = 0; i < RATE_RULES.registerIp.max; i += 1) {
      expect((await register(i)).statusCode, `registration ${i + 1}`).toBe(201);
    }
    expectLimited(await register(99), fullWindow(RATE_RULES.registerIp));
    const made = await t()
      .db.selectFrom('users')
      .select('username')
      .where('username', 'like', 'pendaftar_%')
      .execute();
    expect(made).toHaveLength(RATE_RULES.registerIp.max);
  });
});
