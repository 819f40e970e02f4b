import { randomUUID } from 'node:crypto';
import { autofill, expect, open, painted, tap, test, typeInto } from './fixtures.js';

// Issue 34: the public forms on a slow phone, used the moment they are painted (a password
// manager filling the sign-in form and pressing Enter; a tap on a tab; a form sent at once).

const unique = () => randomUUID().slice(0, 8);

test.describe('[visitor] slow phone: forms work from first paint', () => {
  test('signs in by a form filled at first paint (a password manager) and Enter', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await open(page, '/landing');
    await autofill(page.getByLabel('E-mel atau Username'), user.username);
    const password = page.getByLabel('Kata Laluan', { exact: true });
    await autofill(password, user.password);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Selamat datang, ${user.username}`)).toBeVisible();
  });

  test("'Find Email' tapped at first paint looks up a username", async ({ page, createUser }) => {
    const user = await createUser({ email: `siti_${unique()}@contoh.my` });
    await open(page, '/forgot-password');
    await tap(page.getByRole('tab', { name: 'Find Email' }));
    await typeInto(page.getByLabel('Username'), user.username);
    await tap(page.getByRole('button', { name: 'Cari E-mel' }));
    await expect(page.getByText('si***@contoh.my')).toBeVisible();
  });

  test('registers by a form filled (autofill) and sent at first paint', async ({
    page,
    context,
  }) => {
    const username = `telefon_${unique()}`;
    // The welcome page (REGISTRATION_WELCOME_URL) is outside this closed network.
    await context.route('https://selamat-datang.habai.example/**', (route) =>
      route.fulfill({ body: 'welcome page', contentType: 'text/html' }),
    );
    await open(page, '/registration/newuser');
    await autofill(page.getByLabel('Username'), username);
    await autofill(page.getByLabel('E-mel', { exact: true }), `${username}@contoh.my`);
    await autofill(page.getByLabel('Kata Laluan', { exact: true }), 'rahsia123');
    await autofill(page.getByLabel('Sahkan Kata Laluan'), 'rahsia123');
    await page.getByLabel('Jantina').selectOption('female', { force: true });
    // A date field takes its digits in the browser's own order: set as a date picker sets it.
    await page.getByLabel('Tarikh Lahir').fill('1995-06-15', { force: true });
    await tap(page.getByRole('checkbox'));
    await tap(page.getByRole('button', { name: 'Daftar Akaun' }));
    // Sent by the script or, before it, by the browser (the server answers it): either way the
    // form gives way to the account waiting for approval.
    const waiting = page.getByRole('region', { name: 'Akaun anda sedang menunggu kelulusan' });
    await expect(waiting.getByText(`${username}@contoh.my`)).toBeVisible();
  });

  test('a page scrolled before its script stays where it was scrolled', async ({ page }) => {
    await open(page, '/registration/newuser');
    await painted(page);
    // (This file is typed without the DOM library.)
    const scrollY = () =>
      page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
    const taken = () =>
      page.evaluate(
        () =>
          (globalThis as unknown as { __habEarly?: { replayed: boolean } }).__habEarly?.replayed,
      );
    await page.getByRole('button', { name: 'Daftar Akaun' }).scrollIntoViewIfNeeded();
    const scrolled = await scrollY();
    expect(scrolled).toBeGreaterThan(0);
    // Scrolled while the page was still the server's: its script had not taken it yet.
    expect(await taken()).toBe(false);
    await page.waitForFunction(
      () => (globalThis as unknown as { __habEarly?: { replayed: boolean } }).__habEarly?.replayed,
    );
    expect(await scrollY()).toBe(scrolled);
  });
});
