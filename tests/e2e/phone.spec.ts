import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Issue 20: the app on a phone (390×844).
const PHONE = { width: 390, height: 844 };

/** Says where a failed sign-in's toast sits: sonner marks its list with the side it is on. */
async function toastSide(page: Page) {
  await page.goto('/landing');
  await page.getByLabel('Email atau Username').fill('tiada-sesiapa');
  await page.getByLabel('Kata Laluan', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  return page.locator('[data-sonner-toaster]').getAttribute('data-y-position');
}

test.describe('[phone] layout', () => {
  test('toasts sit at the bottom on a phone and at the top on a desktop', async ({ page }) => {
    await page.setViewportSize(PHONE);
    expect(await toastSide(page)).toBe('bottom');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await toastSide(page)).toBe('top');
  });

  test("the header's controls are at least 44×44 px", async ({ page, member: _member }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const header = page.locator('header').first();
    for (const name of ['Tema gelap', 'Buka menu']) {
      const box = await header.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.width, name).toBeGreaterThanOrEqual(44);
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
  });
});
