import type { Page } from '@playwright/test';
import { expect, overflowOf, test, unique } from './admin-fixtures.js';
import { fillLogin, latestMailTo } from './fixtures.js';

/** The Users tab's pending badge as a number (0 when the badge is gone). */
async function pendingBadge(page: Page) {
  const badge = page.getByTestId('pending-badge');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.textContent()) ?? '', 10);
}

async function pendingOnServer(page: Page) {
  const res = await page.request.get('/api/admin/stats');
  return ((await res.json()) as { pendingUsers: number }).pendingUsers;
}

test.describe('[admin] users', () => {
  test('approves a member who registered meanwhile; the pending count drops and they sign in', async ({
    page,
    admin: _admin,
    browser,
    baseURL,
  }) => {
    test.slow(); // two browsers and a whole journey
    const username = `calon_${unique()}`;

    // The admin's panel is open, listening for changes, before the visitor registers.
    const listening = page.waitForResponse((r) => r.url().endsWith('/api/admin/events'));
    await page.goto('/admin');
    await listening;
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const users = page.getByRole('tabpanel', { name: /^Users/ });
    await users.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await expect(users.getByText('No users found')).toBeVisible();

    // A visitor registers in a browser of their own.
    const visitorContext = await browser.newContext({ baseURL });
    await visitorContext.route('https://habai.onpay.my/**', (route) =>
      route.fulfill({ body: 'sign-up site', contentType: 'text/html' }),
    );
    const visitor = await visitorContext.newPage();
    await visitor.goto('/registration/newuser');
    await visitor.getByLabel('Username').fill(username);
    await visitor.getByLabel('E-mel', { exact: true }).fill(`${username}@contoh.my`);
    await visitor.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await visitor.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await visitor.getByLabel('Jantina').selectOption('other');
    await visitor.getByLabel('Tarikh Lahir').fill('1992-03-04');
    await visitor.getByRole('checkbox').check();
    await visitor.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(visitor.getByText('Terima kasih kerana mendaftar!')).toBeVisible();

    // The panel shows the new account without a reload (docs/product.md#errors-and-messages: live refresh).
    await expect(users.getByText('Showing 1 user', { exact: true })).toBeVisible();
    const row = users.getByRole('listitem').filter({ hasText: username });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    // Pending accounts are approved or declined, not deleted (docs/product.md#errors-and-messages).
    await expect(row.getByRole('button', { name: `Delete ${username}` })).toHaveCount(0);

    // The badge shows the server's pending count, which includes the new account.
    await expect
      .poll(async () => (await pendingBadge(page)) === (await pendingOnServer(page)))
      .toBe(true);
    expect(await pendingBadge(page)).toBeGreaterThan(0);

    await row.getByRole('button', { name: `Approve ${username}` }).click();
    await expect(page.getByText(`User ${username} has been approved successfully`)).toBeVisible();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Approve ${username}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${username}` })).toBeVisible();
    // The badge follows: it drops by this account. Another test may register someone meanwhile
    // (1 of 10 repeated runs did), so the badge is held to the server's count, not to the one before.
    await expect
      .poll(async () => (await pendingBadge(page)) === (await pendingOnServer(page)))
      .toBe(true);

    // The new member hears of it by mail (issue 19) and signs in from its link.
    const mail = await latestMailTo(`${username}@contoh.my`, 'Akaun Hab AI anda telah diluluskan');
    const link = /Log masuk di: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/landing$/);
    await visitor.goto(new URL(link!).pathname);
    await fillLogin(visitor, username, 'rahsia123');
    await expect(visitor).toHaveURL(/\/dashboard$/);
    // A new member's dashboard leads with three first actions (issue 19).
    const start = visitor.getByRole('region', { name: 'Mula di sini' });
    await expect(start.getByRole('link')).toHaveCount(3);
    await expect(start.getByRole('link').first()).toHaveAttribute('href', /^\/learning\//);
    await visitorContext.close();
  });
});

/** A 1×1 PNG, as an admin's logo file. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('[admin] tools', () => {
  test('adds a tool, edits it, a member sees it on /tools, then it is deleted', async ({
    page,
    openAdminTab,
    pageAs,
    createUser,
  }) => {
    test.slow(); // two browsers and a whole journey
    const name = `Alat E2E ${unique()}`;
    const tools = await openAdminTab('tools');
    await tools.getByRole('button', { name: 'Add Tool' }).click();
    await expect(tools.getByRole('button', { name: 'Add Tool' })).toHaveCount(0);
    await expect(tools.getByRole('searchbox')).toHaveCount(0);

    // docs/product.md#limits: name and category are required.
    await tools.getByRole('button', { name: 'Save' }).click();
    await expect(tools.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();

    await tools.getByLabel('Name').fill(name);
    await tools.getByLabel('Website').fill('https://alat-e2e.example');
    await tools.getByLabel('Main Function').fill('Menulis ujian pelayar');
    await tools.getByLabel('Description').fill('Penerangan asal alat ujian.');
    await tools.getByLabel('Category').selectOption('Agents');
    await tools.getByLabel('Pricing').selectOption('Freemium');
    await tools.getByLabel('Rating').fill('4.5');
    await tools.getByRole('textbox', { name: 'Key feature 1', exact: true }).fill('Pantas');
    await tools.getByRole('button', { name: 'Add feature' }).click();
    await tools.getByRole('button', { name: 'Add feature' }).click();
    await tools.getByRole('textbox', { name: 'Key feature 3', exact: true }).fill('Tepat');
    await tools.getByRole('textbox', { name: 'Alternative 1', exact: true }).fill('ChatGPT');
    await tools.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tool ditambah!')).toBeVisible();

    // The tab stays in the address across a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Tools', selected: true })).toBeVisible();
    await tools.getByRole('searchbox', { name: 'Search tools' }).fill(name);
    await expect(tools.getByText('Showing 1 tool', { exact: true })).toBeVisible();
    const card = tools.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('list', { name: 'Key Features' })).toHaveText('PantasTepat');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(tools.getByRole('button', { name: 'Add Tool' })).toHaveCount(0);
    await expect(tools.getByRole('textbox', { name: 'Key feature 2', exact: true })).toHaveValue(
      'Tepat',
    );
    await tools.getByLabel('Description').fill('Penerangan yang dikemaskini.');
    await tools.getByLabel('Pricing').selectOption('Free');
    await tools.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tool updated successfully!')).toBeVisible();
    await expect(card.getByText('Penerangan yang dikemaskini.')).toBeVisible();
    await expect(tools.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

    // A logo uploaded in the edit form is kept by us and shows at once (decision 043).
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await tools.getByLabel('Muat naik logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    const formLogo = tools.getByTestId('tool-logo');
    await expect(formLogo).toHaveAttribute('src', /^\/media\/logos\//);
    const logoSrc = (await formLogo.getAttribute('src'))!;
    await tools.getByRole('button', { name: 'Cancel' }).click();

    // A member finds it on /tools with the edit and the logo, from our own origin.
    const member = await pageAs(await createUser());
    await member.goto(`/tools?q=${encodeURIComponent(name)}`);
    await expect(member.getByText('Showing 1 tool', { exact: true })).toBeVisible();
    await expect(member.locator(`img[src="${logoSrc}"]`)).toBeVisible();
    await member.getByRole('link', { name, exact: true }).click();
    await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(member.getByText('Penerangan yang dikemaskini.')).toBeVisible();

    // Cleared, the tool shows its monogram again.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await tools.getByRole('button', { name: 'Buang logo' }).click();
    await expect(tools.getByTestId('tool-logo')).toHaveCount(0);
    await expect(tools.getByRole('button', { name: 'Buang logo' })).toHaveCount(0);
    await tools.getByRole('button', { name: 'Cancel' }).click();
    await member.goto(`/tools?q=${encodeURIComponent(name)}`);
    await expect(member.getByText('Showing 1 tool', { exact: true })).toBeVisible();
    await expect(member.getByTestId('tool-logo')).toHaveCount(0);
    await expect(member.getByTestId('monogram').first()).toBeVisible();

    // Deleting asks first; Cancel keeps the tool.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tool deleted successfully')).toBeVisible();
    await expect(tools.getByText('No tools found')).toBeVisible();

    // Its own word only: the other words ("Alat") find other tools, as some of the words (issue 33).
    await member.goto(`/tools?q=${encodeURIComponent(name.split(' ').at(-1)!)}`);
    await expect(member.getByText('No tools found')).toBeVisible();
  });
});

test.describe('[admin] small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the nav folds into a menu and the panel fits 375 px', async ({
    page,
    admin,
    openAdminTab,
  }) => {
    await openAdminTab('tools');
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    await expect(nav.getByRole('link', { name: 'Main Site' })).toBeHidden();
    const menu = nav.getByRole('button', { name: 'Buka menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'User Panel' })).toBeVisible();
    await expect(page.locator('#admin-menu').getByText(admin.username)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'User Panel' })).toBeHidden();

    await page.getByRole('tab', { name: 'Suggestions' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name: 'Suggestions' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Tool' }).click();
    await expect(page.getByRole('textbox', { name: 'Key feature 1', exact: true })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
