import type { Browser, BrowserContext } from '@playwright/test';
import { expect, signInContext, test, type TestUser } from './fixtures.js';

// Issue 31, "Sesi aktif" on Edit Profil (docs/product.md#profile, ASVS 3.3.4): one member signed
// in on two browsers; the second signs the first out, whose next page load is signed out.

const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = { width: 360, height: 760 };
// The test code is compiled without the DOM types (fixtures.ts InPage).
type Box = {
  getBoundingClientRect(): { left: number; right: number };
  scrollWidth: number;
  clientWidth: number;
};

/** A browser of its own, signed in as `member`, with this User-Agent (kept with its session). */
async function browserOf(
  browser: Browser,
  baseURL: string,
  member: TestUser,
  userAgent: string,
  viewport?: { width: number; height: number },
) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    userAgent,
    serviceWorkers: 'block',
    ...(viewport && { viewport }),
  });
  await signInContext(context, baseURL, member, userAgent);
  const page = await context.newPage();
  /** Opens `path` and waits until the app has taken the page over (fixtures.ts waitForTheApp). */
  const open = async (path: string) => {
    await page.goto(path);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
  return { context, page, open };
}

test.describe('[member] Sesi aktif', () => {
  test('signed in on two browsers, the second signs the first out; the first then lands on sign-in', async ({
    browser,
    baseURL,
    createUser,
  }) => {
    const member = await createUser();
    const computer = await browserOf(browser, baseURL!, member, FIREFOX_LINUX);
    const phone = await browserOf(browser, baseURL!, member, CHROME_WINDOWS, PHONE);
    try {
      await computer.open('/dashboard');
      await expect(computer.page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();

      await phone.open('/dashboard');
      await phone.page.getByRole('button', { name: 'Edit Profil' }).click();
      const profile = phone.page.getByRole('dialog', { name: 'Edit Profil' });
      const sessions = profile.getByRole('region', { name: 'Sesi aktif' });
      const rows = sessions.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText('Chrome di Windows');
      await expect(rows.first()).toContainText('Peranti ini');
      await expect(rows.nth(1)).toContainText('Firefox di Linux');
      await expect(rows.nth(1)).toContainText('Digunakan terakhir:');
      // At 360 px nothing in the dialog scrolls sideways.
      const overflow = await profile.evaluate((node) => {
        const el = node as unknown as Box;
        const box = el.getBoundingClientRect();
        return Math.max(box.right - 360, -box.left, el.scrollWidth - el.clientWidth);
      });
      expect(overflow).toBeLessThanOrEqual(0);

      // By keyboard: the button names the device; the confirmation asks first.
      await sessions.getByRole('button', { name: 'Log keluar Firefox di Linux' }).focus();
      await phone.page.keyboard.press('Enter');
      const confirm = phone.page.getByRole('dialog', { name: 'Log keluar Firefox di Linux?' });
      await confirm.getByRole('button', { name: 'Log keluar', exact: true }).click();
      await expect(phone.page.getByText('Sesi itu telah dilog keluar.')).toBeVisible();
      await expect(
        sessions.getByText('Tiada sesi lain. Akaun anda hanya log masuk pada peranti ini.'),
      ).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(sessions.getByRole('heading', { name: 'Sesi aktif' })).toBeFocused();

      // The computer's next page load is signed out: it lands on the sign-in page.
      await computer.open('/dashboard');
      await expect(computer.page).toHaveURL(/\/landing$/);
      await expect(computer.page.getByLabel('E-mel atau Username')).toBeVisible();
      // The phone is still signed in.
      await phone.open('/dashboard');
      await expect(phone.page.getByRole('button', { name: 'Edit Profil' })).toBeVisible();
    } finally {
      await Promise.all([computer.context.close(), phone.context.close()]);
    }
  });
});
