import type { Locator, Page } from '@playwright/test';
import { demoItem, expect, test } from './fixtures.js';

// Issue 20: the app on a phone (390×844).
const PHONE = { width: 390, height: 844 };

/** Fails unless the target is visible and at least 44×44 px. */
async function atLeast44(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  expect(box!.width, what).toBeGreaterThanOrEqual(44);
  expect(box!.height, what).toBeGreaterThanOrEqual(44);
}

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
    await page.goto('/tools');
    const header = page.locator('header').first();
    await atLeast44(header.getByRole('button', { name: 'Tema gelap' }), 'theme toggle');
    await atLeast44(header.getByRole('button', { name: 'Buka menu' }), 'menu button');
    const save = page.getByRole('button', { name: /^Kegemaran: / }).first();
    await atLeast44(save, 'save button');
    // Saved, so the dashboard has a favourites section with its 'Lihat semua'.
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await atLeast44(page.getByRole('link', { name: 'Kembali ke Alat AI' }), 'back link');
    await page.goto('/prompt');
    await atLeast44(page.getByRole('button', { name: /^Kegemaran: / }).first(), 'heart');
    const { id } = await demoItem(page, 'workflows');
    const workflow = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
      steps: { tools: string[] }[];
    };
    await page.goto(`/workflows/${id}`);
    const chip = page.getByRole('button', { name: workflow.steps[0]!.tools[0]!, exact: true });
    await atLeast44(chip.first(), 'tool chip');
    await page.goto('/dashboard');
    await atLeast44(page.getByRole('link', { name: /Lihat semua/ }).first(), "'Lihat semua'");
  });

  test('the feedback button sits in the menu, never over the page', async ({
    page,
    member: _member,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hantar maklum balas' })).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const entry = page.locator('#mobile-menu').getByRole('button', { name: 'Hantar maklum balas' });
    await atLeast44(entry, 'feedback entry');
    await entry.click();
    await expect(page.getByRole('dialog', { name: 'Hantar Maklum Balas' })).toBeVisible();
  });

  test('the workflow runner: a bottom bar of 48 px buttons, the timer in the step header, the screen kept awake', async ({
    page,
    member: _member,
  }) => {
    // A Screen Wake Lock API that counts its locks (headless Chromium refuses the real one).
    await page.addInitScript(() => {
      const w = globalThis as unknown as {
        wakeLocks: number;
        navigator: { wakeLock: unknown };
      };
      w.wakeLocks = 0;
      Object.defineProperty(w.navigator, 'wakeLock', {
        value: {
          request: () => {
            w.wakeLocks += 1;
            const lock = {
              released: false,
              release: () => {
                lock.released = true;
                w.wakeLocks -= 1;
                return Promise.resolve();
              },
            };
            return Promise.resolve(lock);
          },
        },
      });
    });
    await page.setViewportSize(PHONE);
    const workflow = await demoItem(page, 'workflows');
    await page.goto(`/workflows/${workflow.id}/execute`);
    const step = page.getByRole('region').filter({ has: page.locator('#current-step') });
    const timer = step.getByRole('timer', { name: 'Pemasa' });
    await expect(timer).toHaveText('00:00');
    await expect(page.getByRole('timer')).toHaveCount(1);

    const next = page.getByRole('button', { name: 'Complete & Next Step' });
    const box = (await next.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    // Fixed at the bottom of the screen, wherever the page is scrolled.
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 40);
    await atLeast44(page.getByRole('button', { name: 'Previous Step' }), 'Previous');
    await atLeast44(page.getByRole('button', { name: 'Reset' }), 'Reset');

    const wakeLocks = () =>
      page.evaluate(() => (globalThis as unknown as { wakeLocks: number }).wakeLocks);
    await step.getByRole('button', { name: 'Mula pemasa', exact: true }).click();
    await expect.poll(wakeLocks).toBe(1);
    await step.getByRole('button', { name: 'Jeda pemasa', exact: true }).click();
    await expect.poll(wakeLocks).toBe(0);

    // After advancing, the new step's title is in view above the bar.
    await page.mouse.wheel(0, 2000);
    await next.click();
    await expect(page.getByText(/^Langkah 2 daripada/)).toBeVisible();
    await expect(page.locator('#current-step')).toBeInViewport();
    const title = (await page.locator('#current-step').boundingBox())!;
    expect(title.y + title.height).toBeLessThan((await next.boundingBox())!.y);
  });
});
