import type { Locator, Page } from '@playwright/test';
import { FAVORITE_MESSAGES } from '../../src/shared/favorites.js';
import { demoItem, expect, test, withDb, type TestUser } from './fixtures.js';

// Issue 32, and issue 33 for every other page: every target can be hit with a thumb, at least
// 44 × 44 px on a phone (WCAG 2.5.8 at the enhanced size of 2.5.5). The one exemption is WCAG
// 2.5.8's inline one: a link in a sentence, whose line sets its size (its block says more than the
// link alone).
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true });

// The page's globals, for page.evaluate (this file is typed without the DOM library).
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface El {
  tagName: string;
  textContent: string | null;
  parentElement: El | null;
  offsetParent: El | null;
  clientLeft: number;
  clientTop: number;
  labels?: ArrayLike<El> | null;
  contains(other: El): boolean;
  closest(selectors: string): El | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
}
interface Style {
  display: string;
  position: string;
  content: string;
  left: string;
  top: string;
  width: string;
  height: string;
}
interface InPage {
  document: { querySelectorAll(selectors: string): ArrayLike<El> };
  getComputedStyle(el: El, pseudo?: string): Style;
}

/**
 * Every visible target on the page whose area is under 44 × 44 px, as "tag 'name' W×H". A
 * target's area is what a tap on it reaches: its own box, with the label that wraps a checkbox,
 * and the card it covers where it is a card's stretched link (its `::after`).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    const TARGETS =
      'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary';

    /** A link in a sentence: its block says more than the link does (WCAG 2.5.8's inline exception). */
    const inText = (el: El) => {
      if (el.tagName !== 'A' || w.getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && w.getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };

    /** The box an absolutely placed `::after` draws, which takes the element's taps. */
    const stretched = (el: El): Box | null => {
      const after = w.getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return null;
      const holder = w.getComputedStyle(el).position === 'static' ? el.offsetParent : el;
      if (!holder) return null;
      const base = holder.getBoundingClientRect();
      return {
        left: base.left + holder.clientLeft + parseFloat(after.left),
        top: base.top + holder.clientTop + parseFloat(after.top),
        width: parseFloat(after.width),
        height: parseFloat(after.height),
      };
    };

    const union = (a: Box, b: Box): Box => {
      const left = Math.min(a.left, b.left);
      const top = Math.min(a.top, b.top);
      const right = Math.max(a.left + a.width, b.left + b.width);
      const bottom = Math.max(a.top + a.height, b.top + b.height);
      return { left, top, width: right - left, height: bottom - top };
    };

    const small: string[] = [];
    for (const el of Array.from(w.document.querySelectorAll(TARGETS))) {
      const own = el.getBoundingClientRect();
      // Not shown, or visually hidden (the skip link until it has the focus).
      if (!el.checkVisibility({ visibilityProperty: true }) || own.width <= 1 || own.height <= 1)
        continue;
      if (inText(el)) continue;
      let area: Box = own;
      const after = stretched(el);
      if (after) area = union(area, after);
      const label = el.closest('label');
      if (label) area = union(area, label.getBoundingClientRect());
      if (area.width < 44 || area.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const tag = el.tagName.toLowerCase();
        small.push(`${tag} '${name}' ${Math.round(area.width)}×${Math.round(area.height)}`);
      }
    }
    return small;
  });

/** Opens `path` and waits for its list's first cards ('Showing N …' where the page counts them). */
async function openList(page: Page, path: string, counted = true) {
  await page.goto(path);
  if (counted) await expect(page.getByText(/^Showing \d+ /)).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
}

test.describe('[phone] tap targets of the list pages', () => {
  test('member list pages: every link, button and control is at least 44 × 44 px', async ({
    page,
    member: _member,
  }) => {
    // The prompts' list also with a search, for the badges of its filters and their crosses.
    const paths = [
      '/tools',
      '/learning',
      '/workflows',
      '/prompt',
      '/prompt?q=e',
      '/tools/category/Writing',
      '/learning/category/Writing',
      '/workflows/category/Writing',
      '/categories',
    ];
    const small: Record<string, string[]> = {};
    for (const path of paths) {
      await openList(page, path, path !== '/categories');
      small[path] = await smallTargets(page);
    }
    expect(small).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });

  test('the public showcase: every target is at least 44 × 44 px', async ({ page }) => {
    await openList(page, '/showcase');
    expect(await smallTargets(page)).toEqual([]);
  });
});

/** One favourite of every kind for `member`, so the dashboard shows each kind of card. */
async function saveOneOfEach(page: Page, member: TestUser) {
  const [tool, tutorial, workflow, prompt] = await Promise.all([
    demoItem(page, 'tools'),
    demoItem(page, 'tutorials'),
    demoItem(page, 'workflows'),
    demoItem(page, 'prompts'),
  ]);
  const createdAt = new Date().toISOString();
  const favourite = (item: { id: string }, itemType: string) => ({
    id: crypto.randomUUID(),
    user_id: member.id,
    item_id: item.id,
    item_type: itemType,
    personal_remarks: null,
    created_at: createdAt,
  });
  await withDb(async (db) => {
    await db
      .insertInto('favorites')
      .values([
        favourite(tool, 'tool'),
        favourite(tutorial, 'tutorial'),
        favourite(workflow, 'workflow'),
      ])
      .execute();
    await db
      .insertInto('prompt_favorites')
      .values({ user_id: member.id, prompt_id: prompt.id, created_at: createdAt })
      .execute();
  });
}

test('[phone] the dashboard with favourites of every kind: every target is at least 44 × 44 px', async ({
  page,
  member,
}) => {
  await saveOneOfEach(page, member);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Prompt kegemaran' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

/** Taps the middle of `part` with a finger, wherever the page draws it. */
async function tapOn(page: Page, part: Locator) {
  // In the middle of the screen, never under the sticky header.
  await part.evaluate((el) =>
    (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({
      block: 'center',
      behavior: 'instant',
    }),
  );
  const box = (await part.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('[phone] a card is one link, its save toggle a control of its own', () => {
  const LISTS = [
    { path: '/tools', list: 'tools', item: '/tools/', text: 'p' },
    { path: '/learning', list: 'tutorials', item: '/learning/', text: 'img' },
    { path: '/workflows', list: 'workflows', item: '/workflows/', text: 'p' },
  ] as const;

  for (const { path, list, item, text } of LISTS) {
    test(`${path}: a tap on the card opens the item; a tap on its save toggle saves it and stays; Tab reaches the link, then the toggle`, async ({
      page,
      member: _member,
    }) => {
      const { id, title } = await demoItem(page, list);
      await openList(page, path);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
      const link = card.getByRole('link', { name: title, exact: true });
      const save = card.getByRole('button', { name: `Kegemaran: ${title}` });
      // Pressable (and so in the Tab order) once the member's favourites are known.
      await expect(save).toBeEnabled();

      // Tab: from the list's last filter to the card's link, then to its toggle.
      const before = card.locator('xpath=preceding::*[self::a or self::button or self::input][1]');
      await before.focus();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(save).toBeFocused();

      await tapOn(page, save);
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(FAVORITE_MESSAGES.added)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);

      // Away from the name: the description, or the video's picture.
      await tapOn(page, card.locator(text).first());
      await expect(page).toHaveURL(new RegExp(`${item}${id}$`));
    });
  }

  test("/prompt: a tap on the card opens the prompt's modal; its heart and copy are their own; the link is the prompt's page", async ({
    page,
    member: _member,
  }) => {
    const { id, title } = await demoItem(page, 'prompts');
    await openList(page, '/prompt');
    const link = page.getByRole('link', { name: title, exact: true });
    await expect(link).toHaveAttribute('href', `/prompt/${id}`);
    const card = page.getByRole('listitem').filter({ has: link });
    const heart = card.getByRole('button', { name: `Kegemaran: ${title}` });
    await expect(heart).toBeEnabled();
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(heart).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: `Copy prompt: ${title}` })).toBeFocused();

    await tapOn(page, heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await tapOn(page, card.locator('pre'));
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  });
});

/** Waits for the page's heading and for every skeleton to have made way for the content. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
}

/** The small targets of each page of `paths`, opened in turn, as { path: [...] }. */
async function smallOnPages(page: Page, paths: string[]) {
  const small: Record<string, string[]> = {};
  for (const path of paths) {
    await openPage(page, path);
    small[path] = await smallTargets(page);
  }
  return small;
}
const nothingSmall = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, []]));

test.describe('[phone] tap targets of every other page (issue 33)', () => {
  test("member pages (the router's): every link, button and control is at least 44 × 44 px", async ({
    page,
    member,
  }) => {
    await saveOneOfEach(page, member);
    const [tool, tutorial, workflow, prompt] = await Promise.all([
      demoItem(page, 'tools'),
      demoItem(page, 'tutorials'),
      demoItem(page, 'workflows'),
      demoItem(page, 'prompts'),
    ]);
    const paths = [
      '/dashboard',
      `/tools/${tool.id}`,
      `/learning/${tutorial.id}`,
      `/workflows/${workflow.id}`,
      `/workflows/${workflow.id}/execute`,
      `/prompt/${prompt.id}`,
      '/sijil',
      '/suggest',
      '/suggest?type=prompt',
      '/halaman-tiada',
    ];
    expect(await smallOnPages(page, paths)).toEqual(nothingSmall(paths));
  });

  test("member dialogs and menus: Edit Profil, the phone menu, a prompt's blanks", async ({
    page,
    member: _member,
  }) => {
    const small: Record<string, string[]> = {};
    // The dialog opens from the address, hiding the page (and its heading) from the a11y tree.
    await page.goto('/dashboard#edit-profil');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    small['Edit Profil'] = await smallTargets(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#main').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeVisible();
    small['menu'] = await smallTargets(page);

    // A prompt with blanks: the form that fills them, with 'Lupakan jawapan tersimpan'.
    const found = await page.request.get(
      `/api/prompts/lookup?title=${encodeURIComponent('Skrip Video TikTok dengan Cangkuk Kuat')}`,
    );
    const { id } = (await found.json()) as { id: string };
    await openPage(page, `/prompt/${id}`);
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    small['blanks'] = await smallTargets(page);
    expect(small).toEqual({ 'Edit Profil': [], menu: [], blanks: [] });
  });

  test('visitor pages: every link, button and control is at least 44 × 44 px', async ({ page }) => {
    const paths = [
      '/landing',
      '/registration/newuser',
      '/forgot-password',
      '/admin-login',
      '/affiliates',
      '/sijil/HAB-0000-0000',
      '/unsubscribe',
    ];
    expect(await smallOnPages(page, paths)).toEqual(nothingSmall(paths));
  });
});

test('the header\'s search button keeps "Ctrl/⌘ K" on one line', async ({
  page,
  member: _member,
}) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    const keys = page.getByRole('banner').locator('kbd');
    await expect(keys).toBeVisible();
    // One line: no taller than its line height and its border (it wrapped to 34 px).
    const lines = await keys.evaluate((el) => {
      const w = globalThis as unknown as {
        getComputedStyle(e: unknown): { lineHeight: string };
      };
      const box = el as unknown as { getBoundingClientRect(): { height: number } };
      return Math.floor(
        box.getBoundingClientRect().height / parseFloat(w.getComputedStyle(el).lineHeight),
      );
    });
    expect(lines, `at ${width} px`).toBe(1);
  }
});
