import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { buildTutorial } from '../../src/server/db/factories.js';
import type { SiteResponse } from '../../src/shared/site.js';
import { expect, test, withDb } from './fixtures.js';

// Issue 33 on a phone (390×844): the language each tutorial's video speaks, as a badge and as
// the list's 'Bahasa video' filter; and one way to register for someone who has already paid,
// which opens the welcome page, not the order form, at registration.
const PHONE = { width: 390, height: 844 };

async function atLeast44(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  expect(box!.width, what).toBeGreaterThanOrEqual(44);
  expect(box!.height, what).toBeGreaterThanOrEqual(44);
}

test.describe('[phone] the video language of tutorials', () => {
  test.use({ signedIn: true, viewport: PHONE });

  test("shows each video's language and filters /learning by it, kept in the address", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const title = {
      ms: `Video Melayu ${tag}`,
      campur: `Video Campur ${tag}`,
      en: `Video Inggeris ${tag}`,
    };
    await withDb((db) =>
      db
        .insertInto('tutorials')
        .values([
          buildTutorial({ title: title.ms, video_language: 'ms' }),
          buildTutorial({ title: title.campur, video_language: 'campur' }),
          buildTutorial({ title: title.en, video_language: 'en' }),
        ])
        .execute(),
    );
    await page.goto(`/learning?q=${tag}`);
    const grid = page.getByRole('list', { name: 'Tutorial AI' });
    const card = (name: string) => grid.getByRole('listitem').filter({ hasText: name });
    await expect(grid.getByRole('heading')).toHaveCount(3);
    await expect(card(title.ms).getByText('Video BM', { exact: true })).toBeVisible();
    await expect(card(title.campur).getByText('Video campur', { exact: true })).toBeVisible();
    await expect(card(title.en).getByText('Video BI', { exact: true })).toBeVisible();

    const filter = page.getByLabel('Bahasa video');
    await atLeast44(filter, "'Bahasa video' filter");
    await filter.selectOption({ label: 'Bahasa Melayu' });
    await expect(page).toHaveURL(/videoLanguage=ms/);
    await expect(grid.getByRole('heading')).toHaveText([title.ms]);

    await filter.selectOption({ label: 'Campur (BM dan BI)' });
    await expect(page).toHaveURL(/videoLanguage=campur/);
    await expect(grid.getByRole('heading')).toHaveText([title.campur]);
    // The address keeps it: a reload (or a shared link) shows the same list.
    await page.reload();
    await expect(page.getByLabel('Bahasa video')).toHaveValue('campur');
    await expect(grid.getByRole('heading')).toHaveText([title.campur]);

    await grid.getByRole('link', { name: title.campur }).click();
    await expect(page.getByRole('heading', { level: 1, name: title.campur })).toBeVisible();
    await expect(page.getByText('Video campur', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Video dalam Bahasa Melayu dan Inggeris', { exact: false }),
    ).toBeVisible();

    await page.goBack();
    await page.getByLabel('Bahasa video').selectOption({ label: 'Semua Bahasa' });
    await expect(page).not.toHaveURL(/videoLanguage=/);
    await expect(grid.getByRole('heading')).toHaveCount(3);
  });
});

test.describe('[phone] one sign-up path for someone who has paid', () => {
  test.use({ viewport: PHONE });

  test("'Sudah bayar? Daftar di sini' comes first on the landing page and leads to registration", async ({
    page,
  }) => {
    const { links } = (await (await page.request.get('/api/site')).json()) as SiteResponse;
    await page.goto('/landing');
    const hero = page.getByRole('region', { name: 'Kuasai AI untuk kerja dan perniagaan anda' });
    // The hero's first link is the paid path; the order site (for someone who has not paid)
    // comes after it and says so.
    const heroLinks = hero.getByRole('link');
    await expect(heroLinks.first()).toHaveText('Sudah bayar? Daftar di sini');
    await atLeast44(heroLinks.first(), 'paid sign-up in the hero');
    const order = hero.getByRole('link', { name: /Belum bayar\?/ });
    await expect(order).toHaveAttribute('href', new URL(links.signupSite).href);
    await expect(order).toHaveAttribute('target', '_blank');
    // The first screen shows it without scrolling.
    const box = await heroLinks.first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // The old competing words are gone.
    for (const old of ['Daftar Sekarang', 'Daftar akaun ahli anda di sini']) {
      await expect(page.getByText(old, { exact: true })).toHaveCount(0);
    }
    // The sign-in card offers the same path before the order form's sign-up.
    const card = page.getByRole('link', { name: 'Belum bayar? Buat Akaun Baru' });
    await expect(card).toBeVisible();
    await heroLinks.first().click();
    await expect(page).toHaveURL(/\/registration\/newuser$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test('registering opens the configured welcome page in a new tab, not the order form', async ({
    page,
    context,
  }) => {
    const { links } = (await (await page.request.get('/api/site')).json()) as SiteResponse;
    // playwright.config.ts sets REGISTRATION_WELCOME_URL for the test server.
    expect(links.registrationWelcome).toBe('https://selamat-datang.habai.example/ahli-baru');
    expect(links.registrationWelcome).not.toBe(links.orderForm);
    await context.route('https://selamat-datang.habai.example/**', (route) =>
      route.fulfill({ body: 'Selamat datang', contentType: 'text/html' }),
    );
    const username = `bayar_${randomUUID().slice(0, 8)}`;
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Sudah bayar? Daftar di sini' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mel', { exact: true }).fill(`${username}@contoh.my`);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await page.getByLabel('Jantina').selectOption('female');
    await page.getByLabel('Tarikh Lahir').fill('1982-03-04');
    await page.getByRole('checkbox').check();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(page.getByText('Terima kasih kerana mendaftar!')).toBeVisible();
    const opened = await popup;
    expect(opened.url()).toBe('https://selamat-datang.habai.example/ahli-baru');
    await expect(opened.locator('body')).toHaveText('Selamat datang');
  });
});
