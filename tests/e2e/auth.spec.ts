import { expect, fillLogin, test } from './fixtures.js';

test.describe('[auth] sign in and out', () => {
  test('a wrong password is refused with the Login Failed toast', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/landing');
    await fillLogin(page, user.username, 'salah-kata-laluan');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('empty fields are refused before any request', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    const message = 'Please enter both email/username and password.';
    await expect(page.getByLabel('E-mel atau Username')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveAccessibleDescription(
      message,
    );
    expect(posts).toEqual([]);
  });

  test('a password of spaces only counts as empty', async ({ page }) => {
    await page.goto('/landing');
    await fillLogin(page, 'ahli', '      ');
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveAccessibleDescription(
      'Please enter both email/username and password.',
    );
  });

  test('each page names itself in the window title', async ({ page, createUser, signIn }) => {
    await page.goto('/landing');
    await expect(page).toHaveTitle('Hab Pembelajaran AI · Hab AI');
    await signIn(await createUser());
    await page.goto('/tools');
    await expect(page).toHaveTitle('AI Tools · Hab AI');
    await page.getByRole('navigation').getByRole('link', { name: 'Tutorial' }).first().click();
    await expect(page).toHaveURL(/\/learning$/);
    await expect(page).toHaveTitle('Tutorial · Hab AI');
    await page.goto('/tiada-halaman-ini');
    await expect(page).toHaveTitle('Halaman tidak dijumpai · Hab AI');
  });

  test('a pending account is told, in Malay, to wait for approval', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ status: 'pending' });
    await page.goto('/landing');
    await fillLogin(page, user.username, user.password);
    await expect(
      page.getByText('Akaun anda sedang menunggu kelulusan admin.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a member signs in, stays signed in across a reload, and signs out', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ email: 'siti.e2e@contoh.my', display_name: 'Siti E2E' });
    await page.goto('/landing');
    await page.getByLabel('E-mel atau Username').fill('SITI.E2E@contoh.my');
    await page.getByLabel('Kata Laluan', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Tunjuk kata laluan' }).click();
    await expect(page.getByLabel('Kata Laluan', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Selamat datang, ${user.username}`)).toBeVisible();
    await expect(page.getByText('Siti E2E')).toBeVisible();
    await expect(page.getByText(/Ahli sejak \w+ \d{4}/)).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Siti E2E')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('on a phone the menu opens, navigates and closes with Escape', async ({ page, member }) => {
    void member;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
