import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { RATE_LIMITED_MESSAGE, RATE_RULES, type RateRule } from './rate-limit.js';
import { MAX_SESSIONS_PER_ACCOUNT } from './sessions.js';

const t = useTestApp();

// Each test takes its own block of addresses so no two share a per-IP counter.
let lastBlock = 0;
const ipBlock = () => {
  lastBlock += 1;
  let n = 0;
  return () => `10.0.${lastBlock}.${++n}`;
};

const send = (url: string, payload: object, remoteAddress: string) =>
  t().as(null).post(url, payload, { remoteAddress });

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
const loginWindowMinutes = fullWindow(RATE_RULES.loginAccountIp);

describe('sign-in limits', () => {
  it('locks an account against the guessing address; the owner elsewhere still signs in', async () => {
    const ips = ipBlock();
    const guesser = ips();
    const user = await t().createUser({ username: 'Sasaran_Satu', email: 'sasaran@contoh.my' });
    // Username, its other spellings and the email all share one budget: the account's.
    const guesses = ['Sasaran_Satu', 'sasaran_satu', ' SASARAN@contoh.my '];
    for (let i = 0; i < RATE_RULES.loginAccountIp.max; i += 1) {
      const res = await login(guesses[i % guesses.length]!, 'salah-sekali', guesser);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    expectLimited(await login(user.username, user.password, guesser), loginWindowMinutes);
    expect(
      await t().db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(0);

    expect((await login(user.username, user.password, ips())).statusCode).toBe(200);
    // Another account signs in from the guessing address itself.
    const neighbour = await t().createUser();
    expect((await login(neighbour.username, neighbour.password, guesser)).statusCode).toBe(200);
  });

  it('bounds guessing spread over many addresses', async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    await failLogins(user.username, RATE_RULES.loginAccount.max, ips);
    expectLimited(
      await login(user.username, user.password, ips()),
      fullWindow(RATE_RULES.loginAccount),
    );
    // What the account's limit refuses is not counted against the address it came from.
    const late = ips();
    for (let i = 0; i < RATE_RULES.loginIp.max; i += 1) {
      expectLimited(
        await login(user.username, `lagi-${i}`, late),
        fullWindow(RATE_RULES.loginAccount),
      );
    }
    const neighbour = await t().createUser();
    expect((await login(neighbour.username, neighbour.password, late)).statusCode).toBe(200);
  });

  it('lets the owner in from a fresh address after two addresses guessed on past their refusal', async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    for (const guesser of [ips(), ips()]) {
      await failLogins(user.username, RATE_RULES.loginAccountIp.max, () => guesser);
      for (let i = 0; i < RATE_RULES.loginIp.max; i += 1) {
        expectLimited(await login(user.username, `lagi-${i}`, guesser), loginWindowMinutes);
      }
    }
    const res = await login(user.username, user.password, ips());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('signed_in');
  });

  it('counts against an address only the attempts it let through', async () => {
    const ip = ipBlock()();
    const user = await t().createUser();
    await failLogins(user.username, RATE_RULES.loginAccountIp.max, () => ip);
    for (let i = 0; i < RATE_RULES.loginIp.max; i += 1) {
      expectLimited(await login(user.username, `lagi-${i}`, ip), loginWindowMinutes);
    }
    // The address still has the rest of its budget for other accounts, and then no more.
    const rest = RATE_RULES.loginIp.max - RATE_RULES.loginAccountIp.max;
    for (let i = 0; i < rest; i += 1) {
      const res = await login(`tiada_lagi_${i}`, 'salah-sekali', ip);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const neighbour = await t().createUser();
    expectLimited(
      await login(neighbour.username, neighbour.password, ip),
      fullWindow(RATE_RULES.loginIp),
    );
  });

  it('counts parallel guesses too', async () => {
    const ip = ipBlock()();
    const user = await t().createUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.username, `salah-${i}`, ip)),
    );
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(RATE_RULES.loginAccountIp.max);
    expect(refused).toBe(20 - RATE_RULES.loginAccountIp.max);
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

  it('does not count successful sign-ins, and forgets failures once the right password comes', async () => {
    const ip = ipBlock()();
    const user = await t().createUser();
    const almost = RATE_RULES.loginAccountIp.max - 1;
    await failLogins(user.username, almost, () => ip);
    expect((await login(user.username, user.password, ip)).statusCode).toBe(200);
    // Without the reset these would reach the limit.
    await failLogins(user.username, almost, () => ip);
    // More successes than the failure limits allow (they have a budget of their own, below).
    for (let i = 1; i < RATE_RULES.loginSuccessAccount.max; i += 1) {
      expect((await login(user.username, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('opens again when the window has passed', async () => {
    const ip = ipBlock()();
    const user = await t().createUser();
    await failLogins(user.username, RATE_RULES.loginAccountIp.max, () => ip);
    expectLimited(await login(user.username, user.password, ip), loginWindowMinutes);

    const { windowMs } = RATE_RULES.loginAccountIp;
    await withClockAt(windowMs - 30_000, async () => {
      expectLimited(await login(user.username, user.password, ip), 1);
    });
    await withClockAt(windowMs + 1_000, async () => {
      const res = await login(user.username, user.password, ip);
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
    // The mail goes out after the reply, so wait for it.
    await expect
      .poll(() => t().mail.mailsTo('selalu.lupa@contoh.my').length)
      .toBe(RATE_RULES.resetAccount.max);

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

describe('refused requests count toward no other limit', () => {
  it('a reset request the per-account limit refused leaves the address its budget', async () => {
    const ip = ipBlock()();
    await t().createUser({ email: 'reset.sasaran@contoh.my' });
    const requestReset = (email: string) => send('/api/auth/password-reset', { email }, ip);
    for (let i = 0; i < RATE_RULES.resetAccount.max; i += 1) {
      expect((await requestReset('reset.sasaran@contoh.my')).statusCode).toBe(200);
    }
    // Refused by the per-account limit, again and again, from the same address…
    for (let i = 0; i < RATE_RULES.resetIp.max; i += 1) {
      expect((await requestReset('reset.sasaran@contoh.my')).statusCode).toBe(429);
    }
    // …which has used only what it was let through for.
    const left = RATE_RULES.resetIp.max - RATE_RULES.resetAccount.max;
    for (let i = 0; i < left; i += 1) {
      expect((await requestReset(`lain${i}@contoh.my`)).statusCode, `other ${i + 1}`).toBe(200);
    }
    expect((await requestReset('seorang.lagi@contoh.my')).statusCode).toBe(429);
  });

  it('a find-email lookup the per-username limit refused leaves the address its budget', async () => {
    const ip = ipBlock()();
    await t().createUser({ username: 'Dicari_Selalu', email: 'selalu@contoh.my' });
    const findEmail = (username: string) => send('/api/auth/find-email', { username }, ip);
    for (let i = 0; i < RATE_RULES.findEmailAccount.max; i += 1) {
      expect((await findEmail('Dicari_Selalu')).statusCode).toBe(200);
    }
    for (let i = 0; i < RATE_RULES.findEmailIp.max; i += 1) {
      expect((await findEmail('Dicari_Selalu')).statusCode).toBe(429);
    }
    // A username nobody has: 404, counted by the address.
    const left = RATE_RULES.findEmailIp.max - RATE_RULES.findEmailAccount.max;
    for (let i = 0; i < left; i += 1) {
      expect((await findEmail(`tiada_${i}_orang`)).statusCode, `other ${i + 1}`).toBe(404);
    }
    expect((await findEmail('tiada_lagi_orang')).statusCode).toBe(429);
  });
});

describe('reset-link limits', () => {
  it('refuses guessing reset tokens from one address after RATE_RULES.resetCompleteIp.max tries', async () => {
    const ip = ipBlock()();
    for (let i = 0; i < RATE_RULES.resetCompleteIp.max; i += 1) {
      const res = await send(
        '/api/auth/password-reset/complete',
        { token: `tebakan-token-yang-panjang-${i}`, password: 'baharu123' },
        ip,
      );
      expect(res.statusCode, `guess ${i + 1}`).toBe(400);
    }
    expectLimited(
      await send('/api/auth/password-reset/check', { token: 'tebakan-token-yang-panjang-x' }, ip),
      fullWindow(RATE_RULES.resetCompleteIp),
    );
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

describe('successful sign-ins (issue 15)', () => {
  const sessionsOf = async (userId: string) =>
    (await t().db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
      .length;

  it('have their own budget per account, counted from every address', async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    for (let i = 0; i < RATE_RULES.loginSuccessAccount.max; i += 1) {
      expect((await login(user.username, user.password, ips())).statusCode, `${i + 1}`).toBe(200);
    }
    expectLimited(
      await login(user.username, user.password, ips()),
      fullWindow(RATE_RULES.loginSuccessAccount),
    );
    // The refused success counts as an attempt: it is not given back to the failure budgets.
    const row = await t()
      .db.selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `login-account:${user.id}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
    // Another account is not held back.
    const other = await t().createUser();
    expect((await login(other.username, other.password, ips())).statusCode).toBe(200);
    // The window passes: the account signs in again.
    await withClockAt(RATE_RULES.loginSuccessAccount.windowMs, async () => {
      expect((await login(user.username, user.password, ips())).statusCode).toBe(200);
    });
  });

  // 121 real sign-ins, each an Argon2 check: seconds on a quiet machine, more on a busy one.
  it('have their own budget per address, across accounts', { timeout: 120_000 }, async () => {
    const address = ipBlock()();
    const users = [];
    for (let i = 0; i <= RATE_RULES.loginSuccessIp.max; i += 1) users.push(await t().createUser());
    for (const [i, user] of users.slice(0, -1).entries()) {
      expect((await login(user.username, user.password, address)).statusCode, `${i + 1}`).toBe(200);
    }
    const last = users.at(-1)!;
    expectLimited(
      await login(last.username, last.password, address),
      fullWindow(RATE_RULES.loginSuccessIp),
    );
    expect((await login(last.username, last.password, ipBlock()())).statusCode).toBe(200);
  });

  it('a pending account’s right password is an attempt like any other: no unlimited checks', async () => {
    const ips = ipBlock();
    const address = ips();
    const pending = await t().createUser({ status: 'pending' });
    for (let i = 0; i < RATE_RULES.loginAccountIp.max; i += 1) {
      const res = await login(pending.username, pending.password, address);
      expect(res.statusCode, `${i + 1}`).toBe(403);
      expect(res.json().error.code).toBe('account_pending');
    }
    expectLimited(await login(pending.username, pending.password, address), loginWindowMinutes);
  });

  it(`keep at most ${MAX_SESSIONS_PER_ACCOUNT} live sessions per account: the oldest ends`, async () => {
    const ips = ipBlock();
    const user = await t().createUser();
    const cookies: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_ACCOUNT; i += 1) {
      // A minute apart, so "oldest" is plain.
      const res = await withClockAt(i * 60_000, () => login(user.username, user.password, ips()));
      expect(res.statusCode).toBe(200);
      cookies.push(res.cookies.find((c) => c.name === 'habai_session')!.value);
    }
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_ACCOUNT);
    const signedIn = async (token: string) =>
      (await t().as(`habai_session=${token}`).get('/api/auth/session')).json().user?.id;
    expect(await signedIn(cookies[0]!)).toBeUndefined();
    for (const token of cookies.slice(1)) expect(await signedIn(token)).toBe(user.id);
  });
});

describe('addresses as the limits count them (issue 15)', () => {
  it('counts an IPv6 client by its /64: fresh addresses of one /64 share one budget', async () => {
    const user = await t().createUser();
    const inOne64 = (n: number) => `2001:db8:15:64::${n.toString(16)}`;
    for (let i = 0; i < RATE_RULES.loginAccountIp.max; i += 1) {
      // Four addresses in turn, written in different but equal forms.
      const address = i % 2 ? inOne64(i % 4) : `2001:0db8:0015:0064:0:0:0:${i % 4}`;
      expect((await login(user.username, `salah-${i}`, address)).statusCode).toBe(401);
    }
    expectLimited(await login(user.username, user.password, inOne64(0xbeef)), loginWindowMinutes);
    // The next /64 is another client.
    expect((await login(user.username, user.password, '2001:db8:15:65::1')).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it is', async () => {
    const user = await t().createUser();
    const ip = ipBlock()();
    for (let i = 0; i < RATE_RULES.loginAccountIp.max; i += 1) {
      const address = i % 2 ? ip : `::ffff:${ip}`;
      expect((await login(user.username, `salah-${i}`, address)).statusCode).toBe(401);
    }
    expectLimited(await login(user.username, user.password, ip), loginWindowMinutes);
  });
});
