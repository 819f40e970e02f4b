import type { Locator, Page } from '@playwright/test';
import { demoItem, expect, test } from './fixtures.js';

// Issue 33: opening an item from a scrolled list lands at the top of its page; Back returns to
// the list's place; and the page does not move once its content arrives (CLS < 0.05).
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true });

// The page's globals, for page.evaluate and addInitScript (this file is typed without the DOM).
interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: { nodeName: string; className?: unknown; textContent: string | null } | null }[];
}
interface InPage {
  scrollY: number;
  scrollTo(options: { top: number; behavior: string }): void;
  __shifts: number;
  __moved: string[];
  PerformanceObserver: new (cb: (list: { getEntries(): Shift[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  document: { documentElement: { scrollHeight: number } };
  innerHeight: number;
}

/**
 * Sums the page's layout shifts from its start (CLS: the `layout-shift` entries, without those
 * right after an input; opening is done by script, so no shift is excused as the tap's).
 */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = globalThis as unknown as InPage;
    w.__shifts = 0;
    w.__moved = [];
    new w.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        w.__shifts += entry.value;
        // What moved, for the failure's message.
        for (const { node } of entry.sources) {
          if (!node) continue;
          const name = typeof node.className === 'string' ? node.className.slice(0, 60) : '';
          const text = (node.textContent ?? '').trim().slice(0, 30);
          w.__moved.push(`${entry.value.toFixed(3)} ${node.nodeName}.${name} '${text}'`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
/** The layout shift since the last reset, and what moved. */
const shifts = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    return { total: w.__shifts, moved: w.__moved };
  });
const resetShifts = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    w.__shifts = 0;
    w.__moved = [];
  });
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).scrollY);

/** Scrolls the list down to `link` (in the middle of the screen); its depth once the browser is there. */
async function scrollTo(page: Page, link: Locator) {
  await link.evaluate((el) =>
    (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({
      block: 'center',
      behavior: 'instant',
    }),
  );
  await expect.poll(() => scrollY(page)).toBeGreaterThan(PHONE.height / 2);
  return scrollY(page);
}

/** Opens `link` as a tap would (its click), with no input event that would excuse a shift. */
const open = (link: Locator) => link.evaluate((el) => (el as unknown as { click(): void }).click());

/** Waits two frames, so any shift the last render caused has been reported. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        (
          globalThis as unknown as { requestAnimationFrame(cb: () => void): void }
        ).requestAnimationFrame(() =>
          (
            globalThis as unknown as { requestAnimationFrame(cb: () => void): void }
          ).requestAnimationFrame(() => done()),
        ),
      ),
  );

const JOURNEYS = [
  { list: '/tools', kind: 'tools', path: '/tools/' },
  { list: '/learning', kind: 'tutorials', path: '/learning/' },
  { list: '/workflows', kind: 'workflows', path: '/workflows/' },
  { list: '/prompt', kind: 'prompts', path: '/prompt/' },
] as const;

test.describe('[phone] opening an item from a list', () => {
  test.use({ signedIn: true });

  for (const { list, kind, path } of JOURNEYS) {
    test(`${list}: the item opens at its top without shifting; Back returns to the list's place`, async ({
      page,
    }) => {
      await watchShifts(page);
      const { id, title } = await demoItem(page, kind);
      await page.goto(list);
      const link = page.getByRole('link', { name: title, exact: true });
      await expect(link).toBeVisible();
      const before = await scrollTo(page, link);
      const linkTop = () =>
        link.evaluate((el) =>
          Math.round(
            (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect()
              .top,
          ),
        );
      const placeBefore = await linkTop();
      await resetShifts(page);

      if (kind === 'prompts') {
        // A plain press on a prompt's card opens its modal, whose link is the prompt's page.
        await open(link);
        await open(page.getByRole('dialog').locator(`a[href="${path}${id}"]`));
      } else await open(link);
      await expect(page).toHaveURL(new RegExp(`${path}${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await settled(page);
      expect(await scrollY(page)).toBe(0);
      const { total, moved } = await shifts(page);
      expect(total, moved.join('\n')).toBeLessThan(0.05);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 4);
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
      // The same place: the link where it was on the screen, not only the same depth.
      expect(Math.abs((await linkTop()) - placeBefore)).toBeLessThanOrEqual(4);
    });
  }
});

test.describe('[phone] a detail page shows whole', () => {
  test.use({ signedIn: true });

  test("the member's controls come with the page, never after it (their code held back until the item's data is in)", async ({
    page,
  }) => {
    await watchShifts(page);
    const { id, name } = await demoItem(page, 'tools');
    // The controls' code is held until the tool's own data has arrived: the slowest order. (A
    // first load has both in its HTML, server-render.spec.ts: this is a tap from the list.)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(detail-controls|status-select)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tools');
    const data = page.waitForResponse((r) => r.url().endsWith(`/api/tools/${id}`));
    await page.getByRole('main').locator(`a[href="/tools/${id}"]`).click();
    await data;
    const heading = page.getByRole('heading', { level: 1, name });
    // While the code is held, the page keeps its skeleton rather than showing the tool without its controls.
    await expect(page.getByRole('status').filter({ hasText: 'Memuatkan' }).first()).toBeAttached();
    await expect(heading).toHaveCount(0);
    release();
    await expect(heading).toBeVisible();
    await expect(page.getByLabel('Status')).toBeVisible();
    await settled(page);
    const { total, moved } = await shifts(page);
    expect(total, moved.join('\n')).toBeLessThan(0.05);
  });
});

test.describe('[phone] the dashboard and the palette', () => {
  test.use({ signedIn: true });

  test("a tap waits on the old page for the next page's data, then paints it whole", async ({
    page,
  }) => {
    await watchShifts(page);
    await page.goto('/tools');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // The dashboard's data is held back until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/me/dashboard', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await resetShifts(page);
    await open(page.getByRole('banner').getByRole('link', { name: 'Hab AI' }));
    await wasAsked;
    // Meanwhile the list stays, and the bar says the tap was taken.
    await expect(page.getByTestId('navigation-progress')).toBeAttached();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Tutorial pilihan' })).toBeVisible();
    await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
    await settled(page);
    const moved = await shifts(page);
    expect(moved.total, moved.moved.join('\n')).toBeLessThan(0.01);
  });

  test('the dashboard opens at its top without shifting; an item opened from it too; Back returns to its place', async ({
    page,
  }) => {
    await watchShifts(page);
    await page.goto('/tools');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await scrollTo(page, page.getByRole('listitem').nth(6));
    await resetShifts(page);
    // The header's brand, which stays in view: the member's home.
    await open(page.getByRole('banner').getByRole('link', { name: 'Hab AI' }));
    await expect(page).toHaveURL(/\/dashboard$/);
    const tutorials = page.getByRole('region', { name: 'Tutorial pilihan' });
    await expect(tutorials.getByRole('link').first()).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);
    const first = await shifts(page);
    expect(first.total, first.moved.join('\n')).toBeLessThan(0.05);

    // The newest tutorials, at the page's end: one of them opens at its top.
    const tutorial = tutorials.getByRole('link').first();
    const before = await scrollTo(page, tutorial);
    await resetShifts(page);
    await open(tutorial);
    await expect(page).toHaveURL(/\/learning\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);
    const second = await shifts(page);
    expect(second.total, second.moved.join('\n')).toBeLessThan(0.05);

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 4);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
  });

  test('an item picked in the palette over a scrolled list opens at its top', async ({ page }) => {
    await page.goto('/learning');
    await scrollTo(page, page.getByRole('listitem').nth(6));
    await page.getByRole('button', { name: 'Cari semua (Ctrl/⌘+K)' }).click();
    const palette = page.getByRole('dialog', { name: 'Cari semua' });
    await palette.getByRole('combobox').fill('midjourney');
    await palette.getByRole('option', { name: /^Midjourney/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Midjourney' })).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('the dashboard: the next step first on a phone', () => {
  test.use({ signedIn: true });

  const tops = async (page: Page) => {
    const start = page.getByRole('heading', { name: 'Mula di sini' });
    await expect(start).toBeVisible();
    const profile = page.getByRole('button', { name: 'Edit Profil' });
    return { start: (await start.boundingBox())!, profile: (await profile.boundingBox())! };
  };

  test('[phone] "Mula di sini" comes before the profile card', async ({ page }) => {
    await page.goto('/dashboard');
    const { start, profile } = await tops(page);
    expect(start.y).toBeLessThan(profile.y);
  });

  test('on a desktop it heads the main column, beside the profile card', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    const { start, profile } = await tops(page);
    expect(start.x).toBeGreaterThan(profile.x + profile.width);
    // Both at the top of their columns: the start card's heading level with the profile card's top part.
    expect(Math.abs(start.y - profile.y)).toBeLessThan(200);
  });
});

test("[phone] a link to an anchor: the showcase's way back lands on the landing page's categories", async ({
  page,
}) => {
  await page.goto('/showcase');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL(/\/landing#kategori$/);
  const section = page.locator('#kategori');
  await expect(section).toBeVisible();
  // At the top (its 16 px margin), or as near as the page's end lets it come.
  const place = () =>
    section.evaluate((el) => {
      const w = globalThis as unknown as InPage;
      const top = (
        el as unknown as { getBoundingClientRect(): { top: number } }
      ).getBoundingClientRect().top;
      const end = w.document.documentElement.scrollHeight - w.innerHeight;
      return top <= 17 || Math.abs(w.scrollY - end) <= 1;
    });
  await expect.poll(place).toBe(true);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test.describe('[phone] a list page that stays', () => {
  test.use({ signedIn: true });

  test('a search typed into a scrolled list leaves the page where it is', async ({ page }) => {
    await page.goto('/tools');
    const search = page
      .getByRole('searchbox', { name: 'Cari alat AI' })
      .or(page.getByRole('combobox', { name: 'Cari alat AI' }));
    await search.fill('a');
    await expect(page).toHaveURL(/q=a$/);
    await expect(page.getByRole('listitem').nth(6)).toBeVisible();
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(o: { top: number; behavior: string }): void }).scrollTo({
        top: 150,
        behavior: 'instant',
      }),
    );
    await expect.poll(() => scrollY(page)).toBe(150);
    await page.keyboard.type('i');
    await expect(page).toHaveURL(/q=ai$/);
    await settled(page);
    expect(await scrollY(page)).toBe(150);
  });
});
