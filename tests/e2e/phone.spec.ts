import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Issue 20: the app on a phone (390×844).
const PHONE = { width: 390, height: 844 };

/** Says where a failed sign-in's toast sits: sonner marks its list with the side it is on. */
async function toastSide(page: Page) {
  await page.goto('/landing');
  await page.getByLabel('E-mel atau Username').fill('tiada-sesiapa');
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

  test('tap targets are at least 44×44 px: header, save and heart buttons, back links', async ({
    page,
    member: _member,
  }) => {
    await page.setViewportSize(PHONE);
    const atLeast44 = async (target: Locator, what: string) => {
      await expect(target, what).toBeVisible();
      const box = await target.boundingBox();
      expect(box!.width, what).toBeGreaterThanOrEqual(44);
      expect(box!.height, what).toBeGreaterThanOrEqual(44);
    };
    await page.goto('/tools');
    const header = page.locator('header').first();
    await atLeast44(header.getByRole('button', { name: 'Tema gelap' }), 'theme toggle');
    await atLeast44(header.getByRole('button', { name: 'Buka menu' }), 'menu button');
    await atLeast44(page.getByRole('button', { name: /^Kegemaran: / }).first(), 'save button');
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await atLeast44(page.getByRole('link', { name: 'Kembali ke Alat AI' }), 'back link');
    await page.goto('/prompt');
    await atLeast44(page.getByRole('button', { name: /^Kegemaran: / }).first(), 'heart');
  });
});
