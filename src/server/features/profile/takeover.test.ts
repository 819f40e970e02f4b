import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { verifyPassword } from '../../auth/passwords.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { RECOVERY_WINDOW_MS } from '../../auth/sessions.js';
import { useTestApp } from '../../test/app.js';
import { sessionCookieFrom } from '../../test/requests.js';

// Issue 11 point 1: a session alone must not take an account over. The email and the password
// change only with the current password, or in the minutes after a reset link proved the
// mailbox; the old address hears of a new email.
const t = useTestApp();

const blank = { displayName: '', email: '', avatarUrl: '' };
const patch = (cookie: string, payload: object) => t().as(cookie).patch('/api/profile', payload);
const row = (id: string) =>
  t().db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let count = 0;
/** A member with an email of their own, signed in. */
const withEmail = () => t().signedIn({ email: `ahli${++count}@contoh.my` });

const refusedWith = (res: LightMyRequestResponse, code: string, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toEqual({ code, message, fields: { currentPassword: message } });
};

/** Requests a reset for `email`, follows the mailed link with `password`; gives the answer. */
async function resetThroughMail(email: string, password: string) {
  expect((await t().as(null).post('/api/auth/password-reset', { email })).statusCode).toBe(200);
  const mail = await t().mail.waitForMail(email);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return t().as(null).post('/api/auth/password-reset/complete', { token, password });
}

describe('Edit profile asks for the current password (issue 11)', () => {
  it('refuses an email or password change without it, changing nothing', async () => {
    const { user, cookie } = await withEmail();
    for (const change of [{ email: 'pencuri@contoh.my' }, { newPassword: 'pencuri-baharu' }]) {
      const res = await patch(cookie, { ...blank, email: user.email, ...change });
      refusedWith(res, 'current_password_required', ACCOUNT_MESSAGES.currentPasswordRequired);
    }
    const after = await row(user.id);
    expect(after.email).toBe(user.email);
    expect(await verifyPassword(after.password_hash, user.password)).toBe(true);
  });

  it('refuses a wrong current password; 8 wrong ones end the guessing session, not the owner', async () => {
    const { user, cookie } = await withEmail();
    const owner = await t().cookieFor(user);
    const attempt = (currentPassword: string) =>
      patch(cookie, { ...blank, email: 'baru@contoh.my', currentPassword });
    for (let i = 0; i < RATE_RULES.profilePasswordSession.max; i++) {
      refusedWith(
        await attempt(`salah-${i}`),
        'current_password_wrong',
        ACCOUNT_MESSAGES.currentPasswordWrong,
      );
    }
    const limited = await attempt(user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await row(user.id)).email).toBe(user.email);
    // The guessing session is over…
    expect((await t().as(cookie).get('/api/auth/session')).json().user).toBeNull();
    // …and the owner, in their own session, changes the email with the right password.
    const mine = await patch(owner, {
      ...blank,
      email: 'pemilik.sebenar@contoh.my',
      currentPassword: user.password,
    });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('needs nothing more for the display name and avatar', async () => {
    const { user, cookie } = await withEmail();
    const res = await patch(cookie, {
      displayName: 'Nama Baharu',
      email: user.email,
      avatarUrl: 'https://gambar.contoh.my/a.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(user.id)).display_name).toBe('Nama Baharu');
  });

  it('changes the email with it and tells the old address', async () => {
    const { user, cookie } = await withEmail();
    const res = await patch(cookie, {
      ...blank,
      email: 'alamat.baharu@contoh.my',
      currentPassword: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(user.id)).email).toBe('alamat.baharu@contoh.my');
    const notice = await t().mail.waitForMail(user.email!);
    expect(notice.subject).toBe('E-mel akaun Hab AI anda telah ditukar');
    expect(notice.text).toContain('alamat.baharu@contoh.my');
    expect(notice.text).toContain('hubungi admin');
    expect(t().mail.mailsTo('alamat.baharu@contoh.my')).toHaveLength(0);
  });

  it('refuses the current password as the new one', async () => {
    const { user, cookie } = await withEmail();
    const res = await patch(cookie, {
      ...blank,
      email: user.email,
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'weak_password',
      message: ACCOUNT_MESSAGES.passwordUnchanged,
      fields: { newPassword: ACCOUNT_MESSAGES.passwordUnchanged },
    });
  });
});

describe('recovery mode after a reset link (issue 11)', () => {
  it('signs the person in; for 15 minutes the profile changes without the old password', async () => {
    const user = await t().createUser({ email: 'pulih@contoh.my' });
    const reset = await resetThroughMail('pulih@contoh.my', 'pulih-baharu-1');
    expect(reset.json()).toMatchObject({ ok: true, user: { id: user.id } });
    const cookie = sessionCookieFrom(reset);

    const res = await patch(cookie, {
      ...blank,
      email: 'pulih.lagi@contoh.my',
      newPassword: 'pulih-baharu-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(user.id);
    expect(after.email).toBe('pulih.lagi@contoh.my');
    expect(await verifyPassword(after.password_hash, 'pulih-baharu-2')).toBe(true);

    // After the window the same session is an ordinary one again.
    const start = t().clock.current;
    try {
      t().clock.current = new Date(start.getTime() + RECOVERY_WINDOW_MS + 1000);
      const late = await patch(cookie, { ...blank, email: 'lewat@contoh.my' });
      refusedWith(late, 'current_password_required', ACCOUNT_MESSAGES.currentPasswordRequired);
    } finally {
      t().clock.current = start;
    }
  });

  it('does not sign in an account that is not approved', async () => {
    await t().createUser({ email: 'menunggu@contoh.my', status: 'pending' });
    const reset = await resetThroughMail('menunggu@contoh.my', 'menunggu-baharu');
    expect(reset.json()).toEqual({ ok: true, user: null });
    expect(reset.cookies.filter((c) => c.name === 'habai_session' && c.value)).toEqual([]);
  });

  it('signs out whoever was signed in on that browser, and tells nothing about the old password', async () => {
    const user = await t().createUser({ email: 'pelayar@contoh.my' });
    const before = await t().signedIn();
    // The old password is taken as the new one: a refusal would confirm a guess of it.
    expect(
      (await t().as(null).post('/api/auth/password-reset', { email: user.email! })).statusCode,
    ).toBe(200);
    const mail = await t().mail.waitForMail(user.email!);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await t()
      .as(before.cookie)
      .post('/api/auth/password-reset/complete', { token, password: user.password });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user).toMatchObject({ id: user.id });
    expect((await t().as(before.cookie).get('/api/auth/session')).json().user).toBeNull();
  });

  it('an ordinary sign-in is not in recovery mode', async () => {
    const { cookie } = await withEmail();
    const res = await patch(cookie, { ...blank, email: 'biasa@contoh.my' });
    refusedWith(res, 'current_password_required', ACCOUNT_MESSAGES.currentPasswordRequired);
  });
});
