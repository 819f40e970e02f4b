import type { Page } from '@playwright/test';
import {
  expect,
  demoItem,
  mailedResetLink,
  openLandingSignup,
  sendLandingSignup,
  test,
  withDb,
} from './fixtures.js';

// Issue 34 (docs/architecture.md#forms-without-javascript): the public forms post to their page,
// and the server answers them as their script would, so they work before the script has
// arrived, and without it. No field ever goes into an address.

/** The addresses `page` asks for, to show that no field reached one. */
function addresses(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

test.describe('[visitor] without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in with a filled form and Enter, onto the dashboard the server painted', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    const seen = addresses(page);
    await page.goto('/landing');
    await page.getByLabel('E-mel atau Username').fill(user.username);
    await page.getByLabel('Kata Laluan', { exact: true }).fill(user.password);
    await page.getByLabel('Kata Laluan', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText(user.username).first()).toBeVisible();
    expect(seen.filter((url) => url.includes(user.password))).toEqual([]);
  });

  test("a refused sign-in shows the script's words, keeps the name and never the password", async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/landing');
    await page.getByLabel('E-mel atau Username').fill(user.username);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('bukan-kata-laluannya');
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
    await expect(page.getByLabel('E-mel atau Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveValue('');

    // Empty fields: the form's own rule, on each field.
    await page.getByLabel('E-mel atau Username').fill('');
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await expect(page.getByLabel('E-mel atau Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      page.getByText('Please enter both email/username and password.').first(),
    ).toBeVisible();
  });

  test("'Find Email' opens by its link and looks a username up; 'Reset by Email' sends", async ({
    page,
    createUser,
  }) => {
    const withMail = await createUser({ email: `cari-${Date.now()}@contoh.my` });
    await page.goto('/forgot-password');
    await page.getByRole('tab', { name: 'Find Email' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?tab=find$/);
    await page.getByLabel('Username').fill(withMail.username);
    await page.getByLabel('Username').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /@contoh\.my/ })).toBeVisible();
    await expect(page.getByRole('status')).not.toContainText(withMail.email!);

    await page.getByLabel('Username').fill('tiada-sesiapa-dengan-nama-ini');
    await page.getByRole('button', { name: 'Cari E-mel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username Not Found' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('tiada-sesiapa-dengan-nama-ini');

    await page.getByRole('tab', { name: 'Reset by Email' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('E-mel').fill(withMail.email!);
    await page.getByRole('button', { name: 'Hantar Pautan Reset' }).click();
    await expect(page.getByRole('heading', { name: 'Semak e-mel anda' })).toBeVisible();
  });

  test("reset: the link's page holds its form; a mismatch is said; a new password signs in", async ({
    page,
    createUser,
  }) => {
    const email = `set-semula-${Date.now()}@contoh.my`;
    const user = await createUser({ email });
    await page.goto('/reset-password?token=bukan-pautan-sebenar');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

    const link = await mailedResetLink(page, email);
    const seen = addresses(page);
    await page.goto(link);
    // Painted by the server for this link: its form, not a spinner waiting for a script.
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('Kata laluan baharu', { exact: true }).fill('baharu123');
    await page.getByLabel('Sahkan kata laluan baharu').fill('baharu124');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please make sure both passwords are the same' }),
    ).toBeVisible();
    await expect(page.getByLabel('Kata laluan baharu', { exact: true })).toHaveValue('');

    await page.getByLabel('Kata laluan baharu', { exact: true }).fill('baharu123');
    await page.getByLabel('Sahkan kata laluan baharu').fill('baharu123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    // The link proved the mailbox: signed in, on the dashboard in recovery mode (decision 011).
    await expect(page).toHaveURL(/\/dashboard#type=recovery$/);
    await expect(page.getByRole('main').getByText(user.username).first()).toBeVisible();
    expect(seen.filter((url) => url.includes('baharu12'))).toEqual([]);

    // Used once: the link is refused after.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  });

  test("reset for an account waiting for approval: 'Password Reset Successful', then on to sign in", async ({
    page,
    createUser,
  }) => {
    const email = `menunggu-${Date.now()}@contoh.my`;
    await createUser({ email, status: 'pending' });
    await page.goto(await mailedResetLink(page, email));
    await page.getByLabel('Kata laluan baharu', { exact: true }).fill('baharu123');
    await page.getByLabel('Sahkan kata laluan baharu').fill('baharu123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    // The link is spent by now: the page says the reset worked, not that the link is bad.
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test("register: the form's own rules, then the account waits for approval", async ({ page }) => {
    const username = `tanpa_js_${Date.now() % 1e8}`;
    const email = `${username}@contoh.my`;
    await page.goto('/registration/newuser');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mel', { exact: true }).fill(email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia124');
    await page.getByLabel('Jantina').selectOption('female');
    await page.getByLabel('Tarikh Lahir').fill('1995-06-15');
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }),
    ).toBeVisible();
    // What was typed is kept, but never a password.
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Jantina')).toHaveValue('female');
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveValue('');

    await page.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(page).toHaveURL(/\/registration\/newuser$/);
    const waiting = page.getByRole('region', { name: 'Akaun anda sedang menunggu kelulusan' });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByText(email)).toBeVisible();
  });

  test("the landing's sign-up: its rules, then on to the order form, creating nothing", async ({
    page,
  }) => {
    const username = `calon_tanpa_js_${Date.now() % 1e8}`;
    const seen = addresses(page);
    const form = await openLandingSignup(page);
    await sendLandingSignup(form, username, '123');
    await expect(
      form.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveValue(username);
    // The server's 303 sends the browser on (the order form's site is outside this closed
    // network: the browser asking for it is the sign).
    const toOrderForm = page.waitForRequest((r) =>
      r.url().startsWith('https://habai.onpay.my/order'),
    );
    await sendLandingSignup(form, username, 'rahsia123');
    expect((await toOrderForm).method()).toBe('GET');
    expect(seen.filter((url) => url.includes('rahsia123'))).toEqual([]);
  });

  test('a form posted from another site is refused', async ({ page, createUser }) => {
    const user = await createUser();
    const answer = await page.request.post('/landing', {
      form: { identifier: user.username, password: user.password },
      headers: { origin: 'https://bukan-kami.example' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('[member] without JavaScript', () => {
  test.use({ signedIn: true, javaScriptEnabled: false });

  test("suggest: the form's own rules, then the suggestion is sent", async ({
    page,
    signedInMember,
  }) => {
    const title = `Alat tanpa skrip ${Date.now()}`;
    await page.goto('/suggest?type=tool');
    await expect(page.getByLabel('Jenis Kandungan')).toHaveValue('tool');
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    await expect(page.getByText('Title is required').first()).toBeVisible();
    await expect(page.getByLabel('Jenis Kandungan')).toHaveValue('tool');

    await page.getByLabel('Tajuk').fill(title);
    await page
      .getByLabel('Penerangan')
      .fill('Alat yang meringkaskan mesyuarat dalam Bahasa Melayu.');
    await page
      .getByLabel('Kenapa ia berguna?')
      .fill('Menjimatkan masa pemilik kedai kecil setiap minggu.');
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Suggestion Submitted!' }),
    ).toBeVisible();
    const stored = await withDb((db) =>
      db
        .selectFrom('suggestions')
        .select(['title', 'type'])
        .where('user_id', '=', signedInMember!.id)
        .execute(),
    );
    expect(stored).toEqual([{ title, type: 'tool' }]);
  });

  for (const [kind, itemType, path] of [
    ['tools', 'tool', '/tools'],
    ['tutorials', 'tutorial', '/learning'],
    ['workflows', 'workflow', '/workflows'],
  ] as const) {
    test(`a ${itemType}'s page saves it and takes it out again`, async ({
      page,
      signedInMember,
    }) => {
      const { id } = await demoItem(page, kind);
      const saved = () =>
        withDb((db) =>
          db
            .selectFrom('favorites')
            .select('item_id')
            .where('user_id', '=', signedInMember!.id)
            .where('item_type', '=', itemType)
            .execute(),
        );
      await page.goto(`${path}/${id}`);
      const toggle = page.getByRole('button', { name: 'Simpan', exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      // The same page again, as the server painted it with the item saved.
      await expect(page).toHaveURL(`${path}/${id}`);
      const savedToggle = page.getByRole('button', { name: 'Disimpan' });
      await expect(savedToggle).toHaveAttribute('aria-pressed', 'true');
      expect(await saved()).toEqual([{ item_id: id }]);

      await savedToggle.click();
      await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(await saved()).toEqual([]);
    });
  }
});

test.describe('[visitor] before the script has arrived', () => {
  test('a password manager fills the form and presses Enter: the member is signed in', async ({
    browser,
    baseURL,
    createUser,
  }) => {
    const user = await createUser();
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The entry script never arrives while the form is used: only the HTML answers.
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    await page.goto('/landing', { waitUntil: 'commit' });
    await page.getByLabel('E-mel atau Username').fill(user.username);
    await page.getByLabel('Kata Laluan', { exact: true }).fill(user.password);
    await page.getByLabel('Kata Laluan', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText(user.username).first()).toBeVisible();
    await context.close();
  });

  test("a tap on 'Find Email' lands on that tab", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Find Email' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?tab=find$/);
    await expect(page.getByLabel('Username')).toBeVisible();
    await context.close();
  });
});
