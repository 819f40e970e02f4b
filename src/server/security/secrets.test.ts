import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { useTestApp } from '../test/app.js';
import { sessionCookieFrom } from '../test/requests.js';

// Issue 11 "Access": no password (plain or hashed), reset token or session token appears in
// any answer or any log line, across an account's whole life: register, approval, sign-in, a
// reset, the profile, the admin's views of it. Session tokens travel in Set-Cookie only.

const lines: string[] = [];
const t = useTestApp({}, { log: { write: (line: string) => void lines.push(line) } });

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const PASSWORDS = {
  registered: 'Daftar-Mula-2231',
  reset: 'Pautan-Lupa-5517',
  profile: 'Profil-Baru-7730',
  admin: 'Pentadbir-Kuat-8812',
  created: 'Cipta-Admin-4406',
  forced: 'Paksa-Tukar-9921',
  wrong: 'Salah-Teka-0001',
};

interface Answer {
  label: string;
  text: string;
}

describe('secrets', () => {
  it('never appear in an answer or a log line, from registration to the admin’s user list', async () => {
    const answers: Answer[] = [];
    const sessionTokens = new Set<string>();
    const hashes = new Set<string>();

    /** Sends as the browser does, and keeps the answer (all but Set-Cookie) and its tokens. */
    async function send(
      label: string,
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      { payload, cookie }: { payload?: object; cookie?: string } = {},
    ) {
      const res = await t().as(cookie).send(method, url, payload);
      const headers = { ...res.headers };
      delete headers['set-cookie'];
      answers.push({ label, text: `${JSON.stringify(headers)}\n${res.body}` });
      const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
      if (session) sessionTokens.add(session);
      // Every hash the accounts have had along the way, not only the last ones.
      for (const row of await t().db.selectFrom('users').select('password_hash').execute()) {
        hashes.add(row.password_hash);
      }
      return res;
    }

    // A visitor registers; the admin approves the account.
    await send('session as visitor', 'GET', '/api/auth/session');
    const email = 'rahsia.ahli@contoh.my';
    const registration = {
      username: 'rahsia_ahli',
      email,
      password: PASSWORDS.registered,
      gender: 'female',
      birthday: '1995-05-05',
    };
    await send('register, refused', 'POST', '/api/auth/register', {
      payload: { ...registration, username: 'x' },
    });
    expect(
      (await send('register', 'POST', '/api/auth/register', { payload: registration })).statusCode,
    ).toBe(201);
    await t().mail.waitForMail(email);
    const adminUser = await t().createUser({ role: 'admin' }, PASSWORDS.admin);
    const adminRes = await send('admin sign-in', 'POST', '/api/auth/admin-login', {
      payload: { identifier: adminUser.username, password: PASSWORDS.admin },
    });
    const admin = sessionCookieFrom(adminRes);
    const pending = await send('pending users', 'GET', '/api/admin/users?status=pending', {
      cookie: admin,
    });
    const memberId = (pending.json().items as { id: string; username: string }[]).find(
      (u) => u.username === 'rahsia_ahli',
    )?.id;
    expect(memberId).toBeDefined();
    const approved = await send('approve', 'PATCH', `/api/admin/users/${memberId}/status`, {
      cookie: admin,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The approval is mailed (issue 19), with nothing secret in it.
    expect((await t().mail.waitForMail(email)).subject).toBe('Akaun Hab AI anda telah diluluskan');

    // The member signs in (once wrongly), then forgets the password and resets it.
    const identify = (password: string) => ({ identifier: 'rahsia_ahli', password });
    await send('wrong password', 'POST', '/api/auth/login', {
      payload: identify(PASSWORDS.wrong),
    });
    const login = await send('sign-in', 'POST', '/api/auth/login', {
      payload: identify(PASSWORDS.registered),
    });
    expect(login.statusCode, login.body).toBe(200);
    await send('session', 'GET', '/api/auth/session', { cookie: sessionCookieFrom(login) });
    await send('dashboard', 'GET', '/api/me/dashboard', { cookie: sessionCookieFrom(login) });
    await send('reset request', 'POST', '/api/auth/password-reset', { payload: { email } });
    const mail = await t().mail.waitForMail(email);
    const resetToken = RESET_LINK.exec(mail.text)?.[1];
    if (!resetToken) throw new Error(`no reset link in: ${mail.text}`);
    await send('reset page', 'GET', `/reset-password?token=${resetToken}`);
    await send('reset check', 'POST', '/api/auth/password-reset/check', {
      payload: { token: resetToken },
    });
    const reset = await send('reset complete', 'POST', '/api/auth/password-reset/complete', {
      payload: { token: resetToken, password: PASSWORDS.reset },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await send('reset link again', 'POST', '/api/auth/password-reset/complete', {
      payload: { token: resetToken, password: PASSWORDS.reset },
    });

    // The profile, with a new password; then a sign-in with it.
    const signedIn = await send('sign-in after reset', 'POST', '/api/auth/login', {
      payload: identify(PASSWORDS.reset),
    });
    const profile = await send('profile', 'PATCH', '/api/profile', {
      cookie: sessionCookieFrom(signedIn),
      payload: {
        displayName: 'Ahli Rahsia',
        email,
        avatarUrl: '',
        newPassword: PASSWORDS.profile,
        currentPassword: PASSWORDS.reset,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await send('profile, wrong current password', 'PATCH', '/api/profile', {
      cookie: sessionCookieFrom(signedIn),
      payload: {
        displayName: '',
        email,
        avatarUrl: '',
        newPassword: PASSWORDS.wrong,
        currentPassword: PASSWORDS.wrong,
      },
    });
    const last = await send('sign-in after profile', 'POST', '/api/auth/login', {
      payload: identify(PASSWORDS.profile),
    });
    expect(last.statusCode, last.body).toBe(200);

    // The admin's views, and an account the admin creates, which must set its own password.
    await send('users', 'GET', '/api/admin/users', { cookie: admin });
    await send('users search', 'GET', '/api/admin/users?search=rahsia', { cookie: admin });
    const created = await send('add user', 'POST', '/api/admin/users', {
      cookie: admin,
      payload: {
        username: 'rahsia_baru',
        email: 'rahsia.baru@contoh.my',
        password: PASSWORDS.created,
        role: 'user',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await send('forced change asked', 'POST', '/api/auth/login', {
      payload: { identifier: 'rahsia_baru', password: PASSWORDS.created },
    });
    const forced = await send('forced change', 'POST', '/api/auth/complete-password-change', {
      payload: {
        identifier: 'rahsia_baru',
        currentPassword: PASSWORDS.created,
        newPassword: PASSWORDS.forced,
      },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    await send('stats', 'GET', '/api/admin/stats', { cookie: admin });
    await send('logout', 'POST', '/api/auth/logout', { cookie: sessionCookieFrom(last) });

    const secrets: [string, string][] = [
      ['a reset token', resetToken],
      ...[...sessionTokens].map((token): [string, string] => ['a session token', token]),
      ...[...hashes].flatMap((hash): [string, string][] => [
        ['a password hash', hash],
        // The digest alone is as good as the whole hash to a guesser.
        ['a password hash', hash.slice(hash.lastIndexOf('$') + 1)],
      ]),
      ['a password hash', '$argon2'],
      ...Object.values(PASSWORDS).map((p): [string, string] => ['a password', p]),
    ];
    // Every kind was seen along the way, so the check below is not vacuous.
    expect(sessionTokens.size).toBeGreaterThanOrEqual(5);
    expect(hashes.size).toBeGreaterThanOrEqual(6);
    expect(lines.length).toBeGreaterThan(answers.length);
    // The reset link's request was logged: with the token's place kept and its value gone.
    expect(lines.join('')).toContain('"url":"/reset-password?token=[redacted]"');

    const leaks = (texts: Answer[]) =>
      texts.flatMap(({ label, text }) =>
        secrets.filter(([, secret]) => text.includes(secret)).map(([kind]) => `${label}: ${kind}`),
      );
    expect(leaks(answers)).toEqual([]);
    expect(leaks(lines.map((text, i) => ({ label: `log line ${i}`, text })))).toEqual([]);
    console.info(
      `secrets: ${answers.length} answers and ${lines.length} log lines checked for ${secrets.length} secrets`,
    );
  });
});
