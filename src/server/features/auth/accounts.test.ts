import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, maskEmail } from '../../../shared/account.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { verifyPassword } from '../../auth/passwords.js';
import { TEST_ORIGIN, useTestApp, type TestApp } from '../../test/app.js';
import { sessionCookieFrom } from '../../test/requests.js';
import { RESET_TOKEN_TTL_MS } from '../../auth/reset-links.js';

const t = useTestApp();

// Every request comes from its own address so the per-IP limits (tested in rate-limit.test.ts)
// never decide an outcome here.
let lastIp = 0;
const freshIp = () => {
  lastIp += 1;
  return `10.20.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

const post = (url: string, payload: object, app = t()) =>
  app.as(null).post(url, payload, { remoteAddress: freshIp() });

const login = (identifier: string, password: string) =>
  post('/api/auth/login', { identifier, password });

const sessionCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'habai_session' && c.value);

const sessionUser = async (cookie: string) =>
  (await t().as(cookie).get('/api/auth/session')).json<{ user: { id: string } | null }>().user;

const findUser = (username: string) =>
  t().db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

const countUsers = async () =>
  Number(
    (
      await t()
        .db.selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const sessionCount = async (userId: string) =>
  Number(
    (
      await t()
        .db.selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/register', () => {
  const valid = {
    username: 'Siti_Daftar',
    email: 'siti.daftar@contoh.my',
    password: 'rahsia123',
    gender: 'female',
    birthday: '1990-05-17',
  };
  const register = (payload: object, app?: TestApp) =>
    post('/api/auth/register', payload, app ?? t());

  it('creates a pending account with gender and birthday and mails a welcome in Malay', async () => {
    const res = await register({
      ...valid,
      username: '  Siti_Daftar ',
      email: ' Siti.Daftar@Contoh.MY ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const row = await findUser('Siti_Daftar');
    expect(row).toMatchObject({
      username: 'Siti_Daftar',
      email: 'siti.daftar@contoh.my',
      role: 'user',
      status: 'pending',
      password_reset_required: 0,
      gender: 'female',
      birthday: '1990-05-17',
    });
    expect(row!.password_hash).not.toContain('rahsia123');
    expect(await verifyPassword(row!.password_hash, 'rahsia123')).toBe(true);

    const mail = await t().mail.waitForMail('siti.daftar@contoh.my');
    expect(mail.subject).toBe('Selamat datang ke Hab AI');
    expect(mail.text).toContain('Assalamualaikum dan salam sejahtera Siti_Daftar');
    expect(mail.text).toContain('Akaun anda sedang disemak oleh admin.');
    expect(mail.text).toContain('Username anda: Siti_Daftar');
    expect(mail.text).toContain(`${TEST_ORIGIN}/landing`);
    // The password is never mailed.
    expect(mail.text).not.toContain('rahsia123');
  });

  it('keeps the account pending: sign-in is refused until an admin approves it', async () => {
    const payload = { ...valid, username: 'Menunggu_Lulus', email: 'menunggu@contoh.my' };
    expect((await register(payload)).statusCode).toBe(201);

    const refused = await login('menunggu_lulus', payload.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'account_pending',
      message: AUTH_MESSAGES.accountPending,
    });
    expect(sessionCookie(refused)).toBeUndefined();

    await t()
      .db.updateTable('users')
      .set({ status: 'approved' })
      .where('username', '=', 'Menunggu_Lulus')
      .execute();
    const byName = await login('Menunggu_Lulus', payload.password);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      status: 'signed_in',
      user: { username: 'Menunggu_Lulus', status: 'approved', role: 'user' },
      redirectTo: '/dashboard',
    });
    const byEmail = await login('menunggu@contoh.my', payload.password);
    expect(byEmail.statusCode).toBe(200);
    expect(await sessionUser(sessionCookieFrom(byEmail))).toMatchObject({
      username: 'Menunggu_Lulus',
    });
  });

  it.each([
    ['username', '', ACCOUNT_MESSAGES.fillAll],
    ['username', '   ', ACCOUNT_MESSAGES.fillAll],
    ['username', 'ab', ACCOUNT_MESSAGES.usernameFormat],
    ['username', 'a'.repeat(31), ACCOUNT_MESSAGES.usernameFormat],
    ['username', 'siti aminah', ACCOUNT_MESSAGES.usernameFormat],
    ['username', 'siti-aminah', ACCOUNT_MESSAGES.usernameFormat],
    ['email', '', ACCOUNT_MESSAGES.fillAll],
    ['email', 'bukan-emel', ACCOUNT_MESSAGES.invalidEmail],
    ['email', 'siti@', ACCOUNT_MESSAGES.invalidEmail],
    ['password', '', ACCOUNT_MESSAGES.fillAll],
    ['password', '12345', ACCOUNT_MESSAGES.passwordTooShortLong],
    ['gender', '', ACCOUNT_MESSAGES.fillAll],
    ['gender', 'unknown', ACCOUNT_MESSAGES.fillAll],
    ['gender', undefined, ACCOUNT_MESSAGES.fillAll],
    ['birthday', '', ACCOUNT_MESSAGES.fillAll],
    ['birthday', '17/05/1990', ACCOUNT_MESSAGES.invalidBirthday],
    ['birthday', '2999-01-01', ACCOUNT_MESSAGES.invalidBirthday],
    ['birthday', '1899-12-31', ACCOUNT_MESSAGES.invalidBirthday],
    ['birthday', '2001-02-30', ACCOUNT_MESSAGES.invalidBirthday],
  ] as const)('refuses %s %j with %j and creates nothing', async (field, value, message) => {
    const before = await countUsers();
    const inbox = t().mail.inbox.length;
    const res = await register({ ...valid, username: 'Tak_Jadi', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    });
    expect(await countUsers()).toBe(before);
    expect(t().mail.inbox.length).toBe(inbox);
  });

  it('refuses a username taken in any letter case with 409, creating nothing', async () => {
    await t().createUser({ username: 'Ahmad_Sedia', email: 'ahmad.sedia@contoh.my' });
    const before = await countUsers();
    const res = await register({ ...valid, username: 'AHMAD_sedia', email: 'lain@contoh.my' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_taken',
      message: ACCOUNT_MESSAGES.usernameTaken,
      fields: { username: ACCOUNT_MESSAGES.usernameTaken },
    });
    expect(await countUsers()).toBe(before);
    expect(t().mail.mailsTo('lain@contoh.my')).toHaveLength(0);
  });

  it('refuses an email already registered (case-insensitively) with 409, creating nothing', async () => {
    await t().createUser({ username: 'Emel_Sedia', email: 'emel.sedia@contoh.my' });
    const before = await countUsers();
    const res = await register({ ...valid, username: 'Orang_Baru', email: 'Emel.Sedia@CONTOH.my' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_taken',
      message: 'Email already registered',
      fields: { email: 'Email already registered' },
    });
    expect(await countUsers()).toBe(before);
    expect(await findUser('Orang_Baru')).toBeUndefined();
    expect(t().mail.mailsTo('emel.sedia@contoh.my')).toHaveLength(0);
  });

  it('names the right field when two registrations race for one email or one username', async () => {
    // Both pass the clash check while the other is still hashing its password; the unique
    // index then refuses the second insert.
    const sameEmail = await Promise.all([
      register({ ...valid, username: 'Lumba_Satu', email: 'lumba@contoh.my' }),
      register({ ...valid, username: 'Lumba_Dua', email: 'lumba@contoh.my' }),
    ]);
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameEmail.find((r) => r.statusCode === 409)!.json().error).toMatchObject({
      code: 'email_taken',
      message: 'Email already registered',
    });

    const sameName = await Promise.all([
      register({ ...valid, username: 'Lumba_Nama', email: 'nama.satu@contoh.my' }),
      register({ ...valid, username: 'LUMBA_NAMA', email: 'nama.dua@contoh.my' }),
    ]);
    expect(sameName.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameName.find((r) => r.statusCode === 409)!.json().error).toMatchObject({
      code: 'username_taken',
      message: ACCOUNT_MESSAGES.usernameTaken,
    });
    const rows = await t()
      .db.selectFrom('users')
      .select('email')
      .where('email', 'in', ['lumba@contoh.my', 'nama.satu@contoh.my', 'nama.dua@contoh.my'])
      .execute();
    expect(rows).toHaveLength(2);
  });

  describe('when the welcome mail cannot be sent', () => {
    // Nothing listens on port 1, so every send fails with a refused connection.
    const broken = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { databaseOf: t });

    it('still answers 201 and keeps the account', async () => {
      const res = await register(
        { ...valid, username: 'Tanpa_Emel', email: 'tanpa.emel@contoh.my' },
        broken(),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true });
      expect(await findUser('Tanpa_Emel')).toMatchObject({
        email: 'tanpa.emel@contoh.my',
        status: 'pending',
      });
      expect(broken().mail.inbox).toHaveLength(0);
      expect(t().mail.mailsTo('tanpa.emel@contoh.my')).toHaveLength(0);
    });
  });
});

describe('forced password change', () => {
  const changePassword = (identifier: string, currentPassword: string, newPassword: string) =>
    post('/api/auth/complete-password-change', { identifier, currentPassword, newPassword });

  it('login asks for a new password without opening a session', async () => {
    const user = await t().createUser({ password_reset_required: 1, email: 'paksa@contoh.my' });
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'password_change_required',
      userId: user.id,
      username: user.username,
      email: 'paksa@contoh.my',
      role: 'user',
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const user = await t().createUser({ password_reset_required: 1 });
    const wrong = await changePassword(user.username, 'bukan-ini', 'baharu123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'invalid_credentials',
      message: AUTH_MESSAGES.invalidCredentials,
    });
    expect(sessionCookie(wrong)).toBeUndefined();

    const short = await changePassword(user.username, user.password, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Password must be at least 6 characters',
      fields: { newPassword: 'Password must be at least 6 characters' },
    });

    const row = await findUser(user.username);
    expect(row?.password_reset_required).toBe(1);
    expect(await verifyPassword(row!.password_hash, user.password)).toBe(true);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('sets the new password, clears the flag and signs the person in', async () => {
    const user = await t().createUser({ password_reset_required: 1 });
    const res = await changePassword(
      ` ${user.username.toUpperCase()} `,
      user.password,
      'baharu123',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'signed_in',
      user: { id: user.id, username: user.username },
      redirectTo: '/dashboard',
    });
    expect(await sessionUser(sessionCookieFrom(res))).toMatchObject({ id: user.id });
    expect((await findUser(user.username))?.password_reset_required).toBe(0);

    const old = await login(user.username, user.password);
    expect(old.statusCode).toBe(401);
    const fresh = await login(user.username, 'baharu123');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().status).toBe('signed_in');
    expect(sessionCookie(fresh)).toBeDefined();
  });

  it('sends an admin who changes by username to /admin', async () => {
    const admin = await t().createUser({ role: 'admin', password_reset_required: 1 });
    const res = await changePassword(admin.username, admin.password, 'baharu123');
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/admin');
  });

  it('finishes a change begun on /admin-login at /admin, even for an email sign-in', async () => {
    const admin = await t().createUser({
      role: 'admin',
      email: 'admin.paksa@contoh.my',
      password_reset_required: 1,
    });
    const res = await post('/api/auth/complete-password-change', {
      identifier: 'admin.paksa@contoh.my',
      currentPassword: admin.password,
      newPassword: 'baharu123',
      adminLogin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/admin');
  });

  it('refuses a member who began the change on /admin-login', async () => {
    const member = await t().createUser({ password_reset_required: 1 });
    const res = await post('/api/auth/complete-password-change', {
      identifier: member.username,
      currentPassword: member.password,
      newPassword: 'baharu123',
      adminLogin: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('admin_only');
    expect((await findUser(member.username))?.password_reset_required).toBe(1);
  });

  it('answers 409 for an account that is not asked to change, leaving the password', async () => {
    const user = await t().createUser();
    const res = await changePassword(user.username, user.password, 'baharu123');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'no_change_needed',
      message: AUTH_MESSAGES.noPasswordChangeNeeded,
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    expect((await login(user.username, 'baharu123')).statusCode).toBe(401);
  });
});

describe('admin sign-in and landing pages', () => {
  const adminLogin = (identifier: string, password: string) =>
    post('/api/auth/admin-login', { identifier, password });

  it('signs an admin in on the admin page and sends them to /admin, by username or email', async () => {
    const admin = await t().createUser({ role: 'admin', email: 'pentadbir@contoh.my' });
    for (const identifier of [admin.username, 'pentadbir@contoh.my']) {
      const res = await adminLogin(identifier, admin.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'signed_in',
        user: { id: admin.id, role: 'admin' },
        redirectTo: '/admin',
      });
      expect(await sessionUser(sessionCookieFrom(res))).toMatchObject({ id: admin.id });
    }
  });

  it('refuses a member with the right password on the admin page, without a session', async () => {
    const member = await t().createUser({ email: 'ahli.biasa@contoh.my' });
    const res = await adminLogin(member.username, member.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'admin_only', message: AUTH_MESSAGES.adminOnly });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessionCount(member.id)).toBe(0);

    const wrong = await adminLogin(member.username, 'salah-sekali');
    expect(wrong.statusCode).toBe(401);
  });

  it('on the member page sends an admin by username to /admin, by email to /dashboard', async () => {
    const admin = await t().createUser({ role: 'admin', email: 'ketua@contoh.my' });
    const byName = await login(admin.username, admin.password);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().redirectTo).toBe('/admin');
    const byEmail = await login('ketua@contoh.my', admin.password);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().redirectTo).toBe('/dashboard');
  });

  it('sends a member to /dashboard either way', async () => {
    const member = await t().createUser({ email: 'ahli.dash@contoh.my' });
    for (const identifier of [member.username, 'ahli.dash@contoh.my']) {
      const res = await login(identifier, member.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().redirectTo).toBe('/dashboard');
    }
  });
});

describe('password reset by email', () => {
  const requestReset = (email: string) => post('/api/auth/password-reset', { email });
  const check = (token: string) => post('/api/auth/password-reset/check', { token });
  const complete = (token: string, password: string) =>
    post('/api/auth/password-reset/complete', { token, password });
  const linkPattern = /(http\S+\/reset-password\?token=)([A-Za-z0-9_-]+)/;

  /** Requests a link for `email` and returns the token from the mail that arrives. */
  async function mailedToken(email: string) {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    const mail = await t().mail.waitForMail(email);
    const match = linkPattern.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return match[2]!;
  }

  it('answers an unknown and a known address alike, and mails the link only to the known one', async () => {
    const user = await t().createUser({ email: 'lupa@contoh.my' });
    const unknown = await requestReset('tiada.siapa@contoh.my');
    const known = await requestReset(' Lupa@Contoh.MY ');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.body).toBe(known.body);

    const mail = await t().mail.waitForMail('lupa@contoh.my');
    expect(mail.subject).toBe('Tetapkan semula kata laluan Hab AI anda');
    expect(mail.text).toContain(`Hai ${user.username}`);
    expect(mail.text).toContain('Pautan ini sah selama 1 jam');
    const match = linkPattern.exec(mail.text);
    expect(match?.[1]).toBe(`${TEST_ORIGIN}/reset-password?token=`);
    expect(match?.[2]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t().mail.mailsTo('tiada.siapa@contoh.my')).toHaveLength(0);
    // Only a hash of the token is stored.
    const stored = await t()
      .db.selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(match?.[2]);
  });

  it('refuses a malformed address', async () => {
    for (const email of ['bukan-emel', '', 'a@b']) {
      const res = await requestReset(email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Invalid email address',
      });
    }
  });

  it('checks a link: a live token passes, a bogus one is refused in the product’s wording', async () => {
    await t().createUser({ email: 'semak@contoh.my' });
    const token = await mailedToken('semak@contoh.my');
    const ok = await check(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    for (const bogus of ['x'.repeat(43), 'pendek', `${token.slice(0, -1)}A`]) {
      if (bogus === token) continue;
      const res = await check(bogus);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    }
  });

  it('sets the password, ends every session of the account, and works only once', async () => {
    const user = await t().createUser({ email: 'tetap@contoh.my' });
    const other = await t().createUser({ email: 'orang.lain@contoh.my' });
    // Two sessions opened before the reset, then an admin flags the account for a change.
    const before = sessionCookieFrom(await login(user.username, user.password));
    const alsoBefore = sessionCookieFrom(await login(user.username, user.password));
    const otherCookie = sessionCookieFrom(await login(other.username, other.password));
    await t()
      .db.updateTable('users')
      .set({ password_reset_required: 1 })
      .where('id', '=', user.id)
      .execute();

    const token = await mailedToken('tetap@contoh.my');
    const short = await complete(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 6 characters');
    expect((await check(token)).statusCode).toBe(200);

    const res = await complete(token, 'baharu456');
    expect(res.statusCode).toBe(200);
    // The link proved the mailbox: the person is signed in (recovery mode, issue 11).
    expect(res.json()).toMatchObject({ ok: true, user: { id: user.id } });
    expect(await sessionUser(sessionCookieFrom(res))).toMatchObject({ id: user.id });

    expect(await sessionUser(before)).toBeNull();
    expect(await sessionUser(alsoBefore)).toBeNull();
    expect(await sessionCount(user.id)).toBe(1);
    expect(await sessionUser(otherCookie)).toMatchObject({ id: other.id });
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const fresh = await login(user.username, 'baharu456');
    expect(fresh.statusCode).toBe(200);
    // The reset settles a pending forced change too.
    expect(fresh.json().status).toBe('signed_in');

    for (const again of [await check(token), await complete(token, 'ketiga789')]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toEqual({
        code: 'invalid_reset_link',
        message: ACCOUNT_MESSAGES.resetLinkInvalid,
      });
    }
    expect((await login(user.username, 'ketiga789')).statusCode).toBe(401);
  });

  it('refuses a link after an hour', async () => {
    const user = await t().createUser({ email: 'lewat@contoh.my' });
    const token = await mailedToken('lewat@contoh.my');
    const start = t().clock.current;
    try {
      t().clock.current = new Date(start.getTime() + RESET_TOKEN_TTL_MS - 60_000);
      expect((await check(token)).statusCode).toBe(200);
      t().clock.current = new Date(start.getTime() + 61 * 60_000);
      const late = await check(token);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      const used = await complete(token, 'baharu456');
      expect(used.statusCode).toBe(400);
      expect(used.json().error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    } finally {
      t().clock.current = start;
    }
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    expect((await login(user.username, 'baharu456')).statusCode).toBe(401);
  });

  it('spends every other link of the account when one is used', async () => {
    const user = await t().createUser({ email: 'dua.pautan@contoh.my' });
    const first = await mailedToken('dua.pautan@contoh.my');
    const second = await mailedToken('dua.pautan@contoh.my');
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(200);

    expect((await complete(second, 'baharu456')).statusCode).toBe(200);
    expect((await check(first)).statusCode).toBe(400);
    const reused = await complete(first, 'ketiga789');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await login(user.username, 'baharu456')).statusCode).toBe(200);
  });

  describe('spends the links mailed before the account changes', () => {
    const editProfile = (cookie: string, body: object) =>
      t()
        .as(cookie)
        .patch(
          '/api/profile',
          { displayName: '', avatarUrl: '', ...body },
          { remoteAddress: freshIp() },
        );

    /** The link is now refused by the check and by the reset itself. */
    async function expectSpent(token: string) {
      expect((await check(token)).statusCode).toBe(400);
      const reused = await complete(token, 'penyerang9');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.code).toBe('invalid_reset_link');
    }

    it('its password, at a forced change at sign-in', async () => {
      const user = await t().createUser({ email: 'paksa.pautan@contoh.my' });
      const token = await mailedToken('paksa.pautan@contoh.my');
      await t()
        .db.updateTable('users')
        .set({ password_reset_required: 1 })
        .where('id', '=', user.id)
        .execute();
      const res = await post('/api/auth/complete-password-change', {
        identifier: user.username,
        currentPassword: user.password,
        newPassword: 'baharu456',
      });
      expect(res.statusCode).toBe(200);
      await expectSpent(token);
      expect((await login(user.username, 'baharu456')).statusCode).toBe(200);
    });

    it('its password, on the profile', async () => {
      const user = await t().createUser({ email: 'profil.pautan@contoh.my' });
      const cookie = sessionCookieFrom(await login(user.username, user.password));
      const token = await mailedToken('profil.pautan@contoh.my');
      const res = await editProfile(cookie, {
        email: 'profil.pautan@contoh.my',
        currentPassword: user.password,
        newPassword: 'baharu456',
      });
      expect(res.statusCode).toBe(200);
      await expectSpent(token);
      expect((await login(user.username, 'baharu456')).statusCode).toBe(200);
    });

    it('its email, on the profile; a save that keeps the email keeps the link', async () => {
      const user = await t().createUser({ email: 'emel.lama@contoh.my' });
      const cookie = sessionCookieFrom(await login(user.username, user.password));
      const token = await mailedToken('emel.lama@contoh.my');
      const same = { email: 'emel.lama@contoh.my', currentPassword: user.password };
      expect((await editProfile(cookie, { ...same, displayName: 'Nama Baru' })).statusCode).toBe(
        200,
      );
      expect((await check(token)).statusCode).toBe(200);

      const moved = { email: 'emel.baru@contoh.my', currentPassword: user.password };
      expect((await editProfile(cookie, moved)).statusCode).toBe(200);
      await expectSpent(token);
      expect((await login(user.username, user.password)).statusCode).toBe(200);
    });
  });
});

describe('POST /api/auth/find-email', () => {
  const findEmail = (username: string) => post('/api/auth/find-email', { username });

  it('returns the masked address of a username, in any letter case', async () => {
    await t().createUser({ username: 'Siti_Cari', email: 'siti.cari@contoh.my' });
    const res = await findEmail('  SITI_cari ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maskedEmail: 'si***@contoh.my' });
    expect(res.json().maskedEmail).toBe(maskEmail('siti.cari@contoh.my'));
    expect(res.body).not.toContain('siti.cari');

    await t().createUser({ username: 'Huruf_Satu', email: 'a@contoh.my' });
    expect((await findEmail('Huruf_Satu')).json()).toEqual({ maskedEmail: 'a***@contoh.my' });
  });

  it('answers 404 for an unknown username and for an account without email', async () => {
    const noEmail = await t().createUser({ email: null });
    for (const username of ['tiada_sesiapa', noEmail.username]) {
      const res = await findEmail(username);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'username_not_found',
        message: ACCOUNT_MESSAGES.usernameNotFound,
      });
    }
  });

  it('refuses a username shorter than 3 characters', async () => {
    for (const username of ['ab', '  ab  ']) {
      const res = await findEmail(username);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Username must be at least 3 characters',
      });
    }
  });
});
