import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';

// Issue 33: the server's messages and mails follow the language (decision 052): the member's
// choice, else the `lang` cookie, else INTERFACE_LANGUAGE; a mail, its recipient's choice, else
// INTERFACE_LANGUAGE. The words are the catalogues' (src/locales), installed at start.

const t = useTestApp();

const badLanguage = (cookie?: string) =>
  t()
    .as(null)
    .put('/api/language', { language: 'fr' }, cookie ? { headers: { cookie } } : {});

const CAMPUR = 'Pilih bahasa antara muka: campur, ms atau en.';
const ENGLISH = 'Choose an interface language: campur, ms or en.';

describe("a server message in the request's language", () => {
  it('follows the lang cookie of a visitor, Campur by default', async () => {
    expect((await badLanguage()).json().error.message).toBe(CAMPUR);
    expect((await badLanguage('lang=en')).json().error).toMatchObject({
      message: ENGLISH,
      fields: { language: ENGLISH },
    });
    expect((await badLanguage('lang=ms')).json().error.message).toBe(CAMPUR);
    // A cookie naming no language is the default's.
    expect((await badLanguage('lang=xx')).json().error.message).toBe(CAMPUR);
  });

  it("is refused to a visitor in the cookie's language before any route runs", async () => {
    const res = await t()
      .as(null)
      .patch('/api/profile', {}, { headers: { cookie: 'lang=en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please log in to continue.');
    const ms = await t()
      .as(null)
      .patch('/api/profile', {}, { headers: { cookie: 'lang=ms' } });
    expect(ms.json().error.message).toBe('Sila log masuk untuk meneruskan.');
  });

  it("follows a signed-in member's choice over the cookie", async () => {
    const { cookie } = await t().signedIn({ interface_language: 'en' });
    const res = await t()
      .as(null)
      .put('/api/language', { language: 'fr' }, { headers: { cookie: `${cookie}; lang=ms` } });
    expect(res.json().error.message).toBe(ENGLISH);
  });
});

describe("a mail in its recipient's language", () => {
  it("is written in the member's choice, whatever the request's language", async () => {
    const { user, cookie } = await t().signedIn({
      email: 'english@contoh.my',
      interface_language: 'en',
    });
    const res = await t()
      .as(null)
      .patch(
        '/api/profile',
        {
          displayName: 'Siti',
          email: 'baru.english@contoh.my',
          avatarUrl: '',
          currentPassword: user.password,
        },
        { headers: { cookie: `${cookie}; lang=ms` } },
      );
    expect(res.statusCode).toBe(200);
    const mail = await t().mail.waitForMail('english@contoh.my');
    expect(mail.subject).toBe("Your Hab AI account's email has been changed");
    expect(mail.text).toContain(`Hi ${user.username},`);
    expect(mail.text).toContain('The Hab AI team');
  });

  it('is in the Bahasa Melayu catalogue for a member who chose it', async () => {
    const { user, cookie } = await t().signedIn({
      email: 'melayu@contoh.my',
      interface_language: 'ms',
    });
    await t().as(cookie).patch('/api/profile', {
      displayName: 'Siti',
      email: '',
      avatarUrl: '',
      currentPassword: user.password,
    });
    const mail = await t().mail.waitForMail('melayu@contoh.my');
    expect(mail.text).toContain(
      'Sila balas e-mel ini atau hubungi pentadbir Hab AI dengan segera supaya akaun anda dapat dipulihkan.',
    );
  });

  it("is in the operator's default for a member with no choice, not the request's cookie", async () => {
    const { user, cookie } = await t().signedIn({ email: 'campur@contoh.my' });
    await t()
      .as(null)
      .patch(
        '/api/profile',
        { displayName: 'Siti', email: '', avatarUrl: '', currentPassword: user.password },
        { headers: { cookie: `${cookie}; lang=en` } },
      );
    const mail = await t().mail.waitForMail('campur@contoh.my');
    expect(mail.subject).toBe('E-mel akaun Hab AI anda telah ditukar');
  });
});

describe('INTERFACE_LANGUAGE', () => {
  const en = useTestApp({ INTERFACE_LANGUAGE: 'en' }, { databaseOf: () => t() });

  it("is every visitor's and undecided member's language, and theirs alone", async () => {
    const visitor = await en().as(null).put('/api/language', { language: 'fr' });
    expect(visitor.json().error.message).toBe(ENGLISH);
    const chose = await en()
      .as(null)
      .put('/api/language', { language: 'fr' }, { headers: { cookie: 'lang=campur' } });
    expect(chose.json().error.message).toBe(CAMPUR);

    const { user, cookie } = await en().signedIn({ email: 'lalai@contoh.my' });
    await en().as(cookie).patch('/api/profile', {
      displayName: 'Siti',
      email: '',
      avatarUrl: '',
      currentPassword: user.password,
    });
    const mail = await en().mail.waitForMail('lalai@contoh.my');
    expect(mail.subject).toBe("Your Hab AI account's email has been changed");
  });
});
