import { expect, fillLogin, test } from './fixtures.js';

// Issue 33: the interface wholly in Bahasa Melayu or English, chosen on Edit Profil or, by a
// visitor, in the footer (docs/decisions/052-interface-language-on-the-server.md).

test.describe('[member] the interface language', () => {
  test('Edit Profil → Bahasa Melayu reloads the page in Malay; the choice outlives signing out and in', async ({
    page,
    member,
  }) => {
    await page.goto('/dashboard');
    // The operator's default (INTERFACE_LANGUAGE) is on every page the server sends.
    await expect(page.locator('html')).toHaveAttribute('data-lang-default', 'campur');
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profil' });
    const language = dialog.getByLabel('Bahasa antara muka');
    await expect(language).toHaveValue('');
    await language.selectOption({ label: 'Bahasa Melayu' });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await reloaded;
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Ubah Profil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

    // Signed out, and the browser forgets everything: the next sign-in brings the choice back.
    expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
    await page.context().clearCookies();
    await page.goto('/landing');
    await fillLogin(page, member.username, member.password);
    await page.waitForURL('**/dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The sign-in set the cookie; the page the app moved to is already the member's language
    // once the browser boots again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Ubah Profil' })).toBeVisible();
    await page.getByRole('button', { name: 'Ubah Profil' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Ubah Profil' }).getByLabel('Bahasa antara muka'),
    ).toHaveValue('ms');
  });
});

test.describe('[visitor] the interface language', () => {
  test("the footer's choice reloads the landing page, prerendered, in English", async ({
    page,
  }) => {
    await page.goto('/landing');
    const choice = page.getByLabel('Bahasa', { exact: true });
    const reloaded = page.waitForEvent('load');
    await choice.selectOption({ label: 'English' });
    await reloaded;
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
    // The server sent the English variant of the prerendered page (its own <html lang>).
    const html = await (await page.request.get('/landing')).text();
    expect(html).toMatch(/<html data-lang-default="campur" lang="en"/);
  });
});
