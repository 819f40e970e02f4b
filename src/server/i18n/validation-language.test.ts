import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';
import { useTestApp } from '../test/app.js';

// Issue 33: a shared schema's refusal is in the language of the request (decision 052): the
// member's choice, else the `lang` cookie. Its messages were read when the modules loaded, so
// every refusal of the validation was in Campur. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL (npm run test:api:pg).

const t = useTestApp();

/** A catalogue's entry, as src/locales has it. */
const entry = (language: 'ms' | 'en', file: string, id: string): string => {
  const catalogue = JSON.parse(
    fs.readFileSync(new URL(`../../locales/${language}/${file}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue[id];
  if (!text) throw new Error(`${language}/${file}.json has no ${id}`);
  return text;
};

/** The refusal's message, checking it is a 400 with the same message under `field`. */
const refusal = async (
  sent: Promise<{ statusCode: number; json: () => unknown }>,
  field: string,
): Promise<string> => {
  const res = await sent;
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { message: string; fields?: Record<string, string> } };
  expect(error.fields?.[field]).toBe(error.message);
  return error.message;
};

const member = (language: InterfaceLanguage | null, n: number) =>
  t().signedIn({ email: `bahasa${n}@contoh.my`, interface_language: language });

describe("a validation message in the member's language", () => {
  it('on Edit Profil (a check and a refinement)', async () => {
    const tooLongName = (cookie: string) =>
      refusal(
        t()
          .as(cookie)
          .patch('/api/profile', { displayName: 'x'.repeat(61), email: '', avatarUrl: '' }),
        'displayName',
      );
    const httpAvatar = (cookie: string) =>
      refusal(
        t()
          .as(cookie)
          .patch('/api/profile', { displayName: 'Siti', email: '', avatarUrl: 'http://a.my/b' }),
        'avatarUrl',
      );
    const badEmail = (cookie: string) =>
      refusal(
        t().as(cookie).patch('/api/profile', { displayName: 'Siti', email: 'x@', avatarUrl: '' }),
        'email',
      );

    const en = (await member('en', 1)).cookie;
    expect(await tooLongName(en)).toBe(
      entry('en', 'shared.account', 'ACCOUNT_MESSAGES.displayNameTooLong'),
    );
    expect(await httpAvatar(en)).toBe(
      entry('en', 'shared.account', 'ACCOUNT_MESSAGES.invalidAvatar'),
    );

    const ms = (await member('ms', 2)).cookie;
    const msEmail = entry('ms', 'shared.account', 'ACCOUNT_MESSAGES.invalidEmail');
    expect(await badEmail(ms)).toBe(msEmail);

    // A member with no choice reads Campur, the code's own wording (not the Malay entry).
    const campur = (await member(null, 3)).cookie;
    expect(await badEmail(campur)).toBe('Invalid email address');
    expect(msEmail).not.toBe('Invalid email address');
  });

  it('on feedback, whatever the lang cookie says', async () => {
    const send = (cookie: string) =>
      refusal(
        t()
          .as(null)
          .post(
            '/api/feedback',
            { type: 'bug', message: '   ', pageUrl: '/dashboard' },
            { headers: { cookie: `${cookie}; lang=campur` } },
          ),
        'message',
      );
    expect(await send((await member('en', 4)).cookie)).toBe(
      entry('en', 'shared.feedback', 'FEEDBACK_MESSAGES.required'),
    );
    expect(await send((await member('ms', 5)).cookie)).toBe(
      entry('ms', 'shared.feedback', 'FEEDBACK_MESSAGES.required'),
    );
  });
});

describe("a visitor's registration refused in the lang cookie's language", () => {
  let lastIp = 0;
  const register = (language: InterfaceLanguage, body: object, field: string) => {
    lastIp += 1;
    return refusal(
      t()
        .as(null)
        .post(
          '/api/auth/register',
          {
            username: `bahasa_${lastIp}`,
            email: `daftar${lastIp}@contoh.my`,
            password: 'Kopi-Tarik-88',
            gender: 'female',
            birthday: '1992-03-04',
            ...body,
          },
          { remoteAddress: `10.61.0.${lastIp}`, headers: { cookie: `lang=${language}` } },
        ),
      field,
    );
  };

  it('a check, a refinement and a length', async () => {
    const format = 'ACCOUNT_MESSAGES.usernameFormat';
    expect(await register('en', { username: 'a b' }, 'username')).toBe(
      entry('en', 'shared.account', format),
    );
    expect(await register('ms', { username: 'a b' }, 'username')).toBe(
      entry('ms', 'shared.account', format),
    );
    expect(await register('campur', { username: 'a b' }, 'username')).toBe(
      'Username mesti 3–30 aksara: huruf, nombor dan garis bawah sahaja.',
    );
    // 30 February passes the pattern and fails the refinement.
    expect(await register('en', { birthday: '2001-02-30' }, 'birthday')).toBe(
      entry('en', 'shared.account', 'ACCOUNT_MESSAGES.invalidBirthday'),
    );
    expect(await register('en', { joinReason: 'x'.repeat(501) }, 'joinReason')).toBe(
      entry('en', 'shared.account', 'ACCOUNT_MESSAGES.joinReasonTooLong'),
    );
  });
});

describe("an admin's refusal in the admin's language", () => {
  it('a list of accounts checked by a refinement, a name taken (409), a query', async () => {
    const { cookie } = await t().signedIn({
      email: 'pentadbir@contoh.my',
      role: 'admin',
      interface_language: 'en',
    });
    const admin = t().as(cookie);
    expect(
      await refusal(
        admin.post('/api/admin/users/decisions', { ids: ['a', 'a'], status: 'approved' }),
        'ids',
      ),
    ).toBe(entry('en', 'shared.admin', 'ADMIN_MESSAGES.accountTwice'));

    const name = { name: 'Kembar Bahasa', description: '' };
    expect((await admin.post('/api/admin/categories', name)).statusCode).toBe(201);
    const twin = await admin.post('/api/admin/categories', name);
    expect(twin.statusCode).toBe(409);
    const taken = entry('en', 'shared.categories', 'CATEGORY_MESSAGES.nameTaken');
    expect(twin.json().error).toMatchObject({ message: taken, fields: { name: taken } });

    const audit = await admin.get('/api/admin/audit?days=5');
    expect(audit.statusCode).toBe(400);
    expect(audit.json().error.message).toBe(
      entry('en', 'shared.api', 'FIELD_MESSAGES.daysInvalid'),
    );
  });
});
