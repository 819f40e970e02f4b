import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '../../../shared/interface-language.js';
import { useTestApp } from '../../test/app.js';

// Issue 33: the interface's language a member or visitor chooses (decision 052).

const t = useTestApp();

const langCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'lang');

const sessionUser = async (cookie: string) =>
  (await t().as(cookie).get('/api/auth/session')).json<{
    user: { interfaceLanguage: string | null } | null;
  }>().user;

const saved = async (id: string) =>
  (
    await t()
      .db.selectFrom('users')
      .select('interface_language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).interface_language;

describe('the member preference', () => {
  it('is null (the operator default) until chosen, in the session payload', async () => {
    const { cookie } = await t().signedIn();
    expect(await sessionUser(cookie)).toMatchObject({ interfaceLanguage: null });
  });

  it('is saved from Edit Profil, in the answer and the session, and sends the lang cookie', async () => {
    const { user, cookie } = await t().signedIn();
    const body = { displayName: 'Siti', email: user.email ?? '', avatarUrl: '' };
    const res = await t()
      .as(cookie)
      .patch('/api/profile', { ...body, interfaceLanguage: 'ms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ interfaceLanguage: 'ms' });
    expect(langCookie(res)).toMatchObject({ value: 'ms', path: '/', sameSite: 'Lax' });
    expect(langCookie(res)?.httpOnly).toBeFalsy();
    expect(langCookie(res)?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(await saved(user.id)).toBe('ms');
    expect(await sessionUser(cookie)).toMatchObject({ interfaceLanguage: 'ms' });

    // Saving the other fields leaves the language as it is, and sends no cookie.
    const again = await t().as(cookie).patch('/api/profile', body);
    expect(again.statusCode).toBe(200);
    expect(langCookie(again)).toBeUndefined();
    expect(await saved(user.id)).toBe('ms');

    // Back to the operator default: the cookie goes, so the browser boots in the default.
    const reset = await t()
      .as(cookie)
      .patch('/api/profile', { ...body, interfaceLanguage: null });
    expect(reset.json().user).toMatchObject({ interfaceLanguage: null });
    expect(langCookie(reset)?.value).toBe('');
    expect(await saved(user.id)).toBeNull();
  });

  it('refuses a language outside the three on Edit Profil', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .patch('/api/profile', {
        displayName: 'Siti',
        email: user.email ?? '',
        avatarUrl: '',
        interfaceLanguage: 'fr',
      });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { interfaceLanguage: LANGUAGE_MESSAGES.invalid },
    });
    expect(await saved(user.id)).toBeNull();
  });

  it('is sent as the lang cookie at sign-in, when the member has one', async () => {
    const chose = await t().createUser({ interface_language: 'en' });
    const res = await t()
      .as(null)
      .post('/api/auth/login', { identifier: chose.username, password: chose.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ interfaceLanguage: 'en' });
    expect(langCookie(res)).toMatchObject({ value: 'en', path: '/' });

    // None chosen: the browser's own cookie (a visitor's choice) is left alone.
    const none = await t().createUser();
    const plain = await t()
      .as(null)
      .post('/api/auth/login', { identifier: none.username, password: none.password });
    expect(plain.statusCode).toBe(200);
    expect(langCookie(plain)).toBeUndefined();
  });
});

describe('PUT /api/language', () => {
  it("keeps a visitor's choice in the lang cookie", async () => {
    const res = await t().as(null).put('/api/language', { language: 'en' });
    expect(res.statusCode).toBe(204);
    expect(langCookie(res)).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  });

  it("saves a signed-in member's choice on their account too", async () => {
    const { user, cookie } = await t().signedIn();
    const res = await t().as(cookie).put('/api/language', { language: 'ms' });
    expect(res.statusCode).toBe(204);
    expect(langCookie(res)?.value).toBe('ms');
    expect(await saved(user.id)).toBe('ms');
    expect(await sessionUser(cookie)).toMatchObject({ interfaceLanguage: 'ms' });
  });

  it('refuses a value outside the three with a clear message', async () => {
    for (const language of ['fr', '', 'MS', 42, null]) {
      const res = await t().as(null).put('/api/language', { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: LANGUAGE_MESSAGES.invalid,
        fields: { language: LANGUAGE_MESSAGES.invalid },
      });
      expect(langCookie(res)).toBeUndefined();
    }
  });

  it('is refused from another site, as every write is', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .put('/api/language', { language: 'en' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(langCookie(res)).toBeUndefined();
    expect(await saved(user.id)).toBeNull();
  });
});
