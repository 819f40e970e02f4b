import type { Page } from '@playwright/test';
import type { SiteResponse } from '../../src/shared/site.js';
import { expect, test } from './fixtures.js';

const PHONE = { width: 375, height: 667 };

/** The external links the server hands the SPA (`/api/site`), as a link carries them. */
async function siteLinks(page: Page) {
  const res = await page.request.get('/api/site');
  const { links } = (await res.json()) as SiteResponse;
  return links;
}

const href = (url: string) => new URL(url).href;

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  // The e2e tsconfig has no DOM types; the two widths are all this reads.
  const { scrollWidth, clientWidth } = await page.locator('html').evaluate((el) => {
    const root = el as unknown as { scrollWidth: number; clientWidth: number };
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectOpensInNewTab(page: Page, name: string, url: string) {
  const link = page.getByRole('link', { name }).first();
  await expect(link).toHaveAttribute('href', href(url));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('[public] /landing', () => {
  test('hero with one h1 and the register call-to-action to the sign-up site', async ({ page }) => {
    const links = await siteLinks(page);
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: 'Kuasai AI untuk kerja dan perniagaan anda' });
    await expect(hero).toBeVisible();
    const register = hero.getByRole('link', { name: 'Belum bayar? Langgan Sekarang' });
    await expect(register).toHaveAttribute('href', href(links.signupSite));
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hab AI' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Program Affiliate');
  });

  test('benefits: what a member gets and why learn here', async ({ page }) => {
    await page.goto('/landing');
    const features = page.getByRole('region', { name: 'Apa yang anda dapat' });
    await expect(features.getByRole('listitem')).toHaveCount(4);
    await expect(features.getByRole('heading', { name: 'Direktori Alat AI' })).toBeVisible();
    const benefits = page.getByRole('region', { name: 'Kenapa belajar di Hab AI?' });
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await expect(benefits).toContainText('Bahasa Melayu');
  });

  test('the intro video shows the local poster and loads the player only on play', async ({
    page,
  }) => {
    const { introVideoId } = await siteLinks(page);
    const player: string[] = [];
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      player.push(route.request().url());
      return route.fulfill({ body: '<p>Pemain video</p>', contentType: 'text/html' });
    });
    await page.goto('/landing');
    const video = page.getByRole('region', { name: 'Kenali Hab AI' });
    const play = video.getByRole('button', { name: 'Mainkan video pengenalan' });
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator('img')).toHaveAttribute('src', '/video-placeholder.svg');
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(player).toEqual([]);

    await play.click();
    const frame = video.locator('iframe[title="Tonton pengenalan Hab AI"]');
    // Issue 19: captions on, Malay preferred.
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`/embed/${introVideoId}\\?autoplay=1&cc_load_policy=1&cc_lang_pref=ms`),
    );
    await expect.poll(() => player.length).toBeGreaterThan(0);
  });

  test('on a wide screen the login card sits beside the hero', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/landing');
    const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
    const card = await page.getByRole('heading', { name: 'Log Masuk Ahli' }).boundingBox();
    expect(card!.x).toBeGreaterThan(hero!.x + hero!.width);
    expect(card!.y).toBeLessThan(hero!.y + hero!.height);
  });
});

test.describe('[public] /landing on a phone', () => {
  test.use({ viewport: PHONE });

  test('a returning member reaches the sign-in form without scrolling', async ({ page }) => {
    await page.goto('/landing');
    const field = page.getByLabel('E-mel atau Username');
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(PHONE.height);
    const video = await page.getByRole('region', { name: 'Kenali Hab AI' }).boundingBox();
    expect(video!.y).toBeGreaterThan(box!.y);
    await expectNoSidewaysScroll(page);
  });

  test('the sign-up toggle swaps the login card for Buat Akaun Baru and back, in the address', async ({
    page,
  }) => {
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Buat Akaun Baru' }).click();
    await expect(page).toHaveURL(/\/landing\?signup$/);
    await expect(page.getByRole('form', { name: 'Buat Akaun Baru' })).toBeVisible();
    await page.getByRole('link', { name: 'Sudah ada akaun? Log masuk' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByLabel('E-mel atau Username')).toBeVisible();
  });
});

test.describe('[public] /affiliates', () => {
  test('the route answers with the affiliate page, not the 404', async ({ page }) => {
    await page.goto('/affiliates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kongsi Hab AI');
    await expect(page.getByText('Oops! Page not found')).toBeHidden();
  });

  test('3 steps, the commission figures, benefits and why share', async ({ page }) => {
    await page.goto('/affiliates');
    const steps = page.getByRole('region', { name: 'Mula dalam 3 langkah' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    for (const step of [
      'Daftar sebagai affiliate',
      'Log masuk ke portal affiliate',
      'Sertai group chat sokongan',
    ]) {
      await expect(steps.getByRole('heading', { name: step })).toBeVisible();
    }
    const figures = page.getByRole('list', { name: 'Ringkasan komisen' });
    await expect(figures).toContainText('Sehingga 70%');
    await expect(figures).toContainText('RM69');
    await expect(figures).toContainText('pembelian yang sah');
    await expect(figures).toContainText('Setiap Khamis');
    await expect(page.getByRole('region', { name: 'Kelebihan menjadi affiliate' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kenapa kongsi Hab AI?' })).toBeVisible();
  });

  test('external links open in new tabs without handing over the page', async ({ page }) => {
    const links = await siteLinks(page);
    await page.goto('/affiliates');
    await expectOpensInNewTab(page, 'Daftar Sebagai Affiliate', links.affiliateRegister);
    await expectOpensInNewTab(page, 'Log Masuk Portal Affiliate', links.affiliatePortal);
    await expectOpensInNewTab(page, 'Sertai Group Sokongan', links.supportGroup);
  });

  test('a visitor goes back to the landing page', async ({ page }) => {
    await page.goto('/affiliates');
    await page.getByRole('banner').getByRole('link', { name: 'Laman Utama' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a signed-in member goes on to the dashboard', async ({ page, member }) => {
    void member;
    await page.goto('/affiliates');
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('[public] /affiliates on a phone', () => {
  test.use({ viewport: PHONE });

  test('fits the screen: no sideways scroll', async ({ page }) => {
    await page.goto('/affiliates');
    await expect(page.getByRole('region', { name: 'Mula dalam 3 langkah' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
