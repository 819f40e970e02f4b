import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { issueResetLink } from '../../src/server/auth/reset-links.js';
import { buildFeedback, buildSuggestion } from '../../src/server/db/factories.js';
import { expect, overflowOf, test, unique } from './admin-fixtures.js';
import { demoItem, withDb, type TestUser } from './fixtures.js';

// Issue 16: no page may scroll sideways on the narrowest phones in use (320 px wide).
const PHONE = { width: 320, height: 640 };
test.use({ viewport: PHONE });

/** A page to open and what shows once its main content has loaded. */
interface Visit {
  path: string;
  ready: (page: Page) => Locator;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const listCount = (page: Page) => page.getByText(/^Showing \d+ /);

// The page's globals, for page.evaluate (this file is typed without the DOM library).
interface InPageElement {
  tagName: string;
  id: string;
  className: unknown;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { left: number; right: number };
  querySelectorAll(selectors: string): ArrayLike<InPageElement>;
}
type InPage = { document: { documentElement: InPageElement } };

/**
 * How far an open dialog reaches past either edge of the screen or is wider inside than its box
 * (0: it fits). Dialogs are fixed to the screen, so they never widen the page itself.
 */
const dialogOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as InPage).document.documentElement;
    const widths = Array.from(root.querySelectorAll('[role="dialog"]')).map((dialog) => {
      const box = dialog.getBoundingClientRect();
      return Math.max(
        box.right - root.clientWidth,
        -box.left,
        dialog.scrollWidth - dialog.clientWidth,
      );
    });
    return Math.max(0, ...widths.map(Math.ceil));
  });

/** The innermost elements that reach past the right edge: where to look when a page is too wide. */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as InPage).document.documentElement;
    const edge = root.clientWidth + 0.5;
    const out = (el: InPageElement) => el.getBoundingClientRect().right > edge;
    return Array.from(root.querySelectorAll('body *'))
      .filter((el) => out(el) && !Array.from(el.querySelectorAll('*')).some(out))
      .slice(0, 4)
      .map((el) => {
        const cls = typeof el.className === 'string' ? el.className.slice(0, 60) : '';
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${cls}]`;
      });
  });

/** '' when the page (and any open dialog) fits the screen, else by how much and what sticks out. */
async function tooWide(page: Page, where: string) {
  const overflow = Math.max(await overflowOf(page), await dialogOverflow(page));
  return overflow > 0
    ? `${where}: ${overflow}px wider (${(await sticksOut(page)).join(', ')})`
    : '';
}

/** Opens each page in turn; gives every one that scrolls sideways, with what sticks out. */
async function widePages(page: Page, visits: Visit[]) {
  const wide: string[] = [];
  for (const { path, ready } of visits) {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    wide.push(await tooWide(page, path));
  }
  return wide.filter(Boolean);
}

/**
 * A member whose name and address are as long as the forms allow them to be written without a
 * break: a 30-character username (shown as the display name too) and a long email.
 */
function longNames() {
  const tag = unique();
  return {
    username: `Panjang_${tag}_NamaPenggunaAhli`.slice(0, 30),
    email: `nama.penuh.yang.sangat.panjang.${tag}@syarikat-contoh-yang-panjang.com.my`,
  };
}

/** A demo item's id (fixtures.ts `demoItem`). */
const firstId = async (page: Page, list: Parameters<typeof demoItem>[1]) =>
  (await demoItem(page, list)).id;

/** Favourites of every kind, one tutorial done and a remark with a long link, for `user`. */
async function giveProgress(page: Page, user: TestUser) {
  const [tool, tutorial, workflow, prompt] = await Promise.all(
    (['tools', 'tutorials', 'workflows', 'prompts'] as const).map((list) => firstId(page, list)),
  );
  const now = new Date().toISOString();
  const favourite = (
    item_id: string,
    item_type: string,
    personal_remarks: string | null = null,
  ) => ({
    id: randomUUID(),
    user_id: user.id,
    item_id,
    item_type,
    personal_remarks,
    created_at: now,
  });
  await withDb(async (db) => {
    await db
      .insertInto('favorites')
      .values([
        favourite(tool!, 'tool', `Rujuk https://contoh.my/${'panduan-penuh-'.repeat(6)}akhir`),
        favourite(tutorial!, 'tutorial'),
        favourite(workflow!, 'workflow'),
      ])
      .execute();
    await db
      .insertInto('prompt_favorites')
      .values({ user_id: user.id, prompt_id: prompt!, created_at: now })
      .execute();
    await db
      .insertInto('tutorial_status')
      .values({
        user_id: user.id,
        tutorial_id: tutorial!,
        status: 'completed',
        last_watched_at: now,
      })
      .execute();
  });
}

/**
 * The dashboard's side column stays within the screen: the profile card's button, the progress
 * text and its bar; and the member's address is shown whole, not cut.
 */
async function expectSideColumnInside(page: Page, width: number, email: string) {
  const profile = page.getByRole('button', { name: 'Edit Profil' });
  await expect(profile).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Tutorial selesai' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  for (const part of [page.getByText('1 daripada 1').first(), progress, profile]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const cut = await page.getByText(email).evaluate((node) => {
    const el = node as unknown as InPageElement;
    return el.scrollWidth - el.clientWidth;
  });
  expect(cut).toBeLessThanOrEqual(0);
}

test.describe('[layout] no page scrolls sideways at 320 px', () => {
  test('visitor pages', async ({ page, createUser }) => {
    const user = await createUser(longNames());
    const resetLink = await withDb((db) =>
      issueResetLink(db, { userId: user.id, publicUrl: '', now: new Date(), ttlMs: 60_000 }),
    );
    const visits: Visit[] = [
      { path: '/landing', ready: h1 },
      { path: '/showcase', ready: listCount },
      { path: '/showcase/Design', ready: listCount },
      { path: '/registration/newuser', ready: h1 },
      { path: '/forgot-password', ready: (p) => p.getByRole('tab') },
      { path: '/reset-password', ready: h1 },
      { path: resetLink, ready: (p) => p.getByRole('button', { name: 'Reset Password' }) },
      { path: '/admin-login', ready: h1 },
      { path: '/affiliates', ready: h1 },
      { path: '/tiada-halaman-sebegini', ready: h1 },
    ];
    expect(await widePages(page, visits)).toEqual([]);
  });

  test('the dashboard of a member with a long username and email, its dialogs and menu', async ({
    page,
    createUser,
    signIn,
  }) => {
    const member = await createUser(longNames());
    await signIn(member);
    await giveProgress(page, member);

    // At 390 px the audit saw the profile column widen to 437 px and cut the progress text.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard');
    await expectSideColumnInside(page, 390, member.email!);
    const wide = [await tooWide(page, 'dashboard at 390 px')];

    await page.setViewportSize(PHONE);
    await expectSideColumnInside(page, PHONE.width, member.email!);
    wide.push(await tooWide(page, 'dashboard'));

    await page.getByRole('button', { name: 'Edit Profil' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profil' });
    await expect(profile.getByRole('textbox').first()).toBeVisible();
    wide.push(await tooWide(page, 'Edit Profil dialog'));
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await page.getByRole('button', { name: 'Community' }).click();
    const community = page.getByRole('dialog', { name: 'Community' });
    await expect(
      community
        .getByRole('list', { name: 'Laluan pembelajaran' })
        .or(community.getByText('Tiada tutorial pembelajaran ditetapkan lagi')),
    ).toBeVisible();
    wide.push(await tooWide(page, 'Community dialog'));
    await page.keyboard.press('Escape');
    await expect(community).toBeHidden();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#mobile-menu').getByText(member.username)).toBeVisible();
    wide.push(await tooWide(page, 'member menu'));
    expect(wide.filter(Boolean)).toEqual([]);
  });

  test('member lists, categories, the suggestion form and the feedback dialog', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser(longNames()));
    const inCategory = (path: string) => ({
      path: path.replace('{c}', 'Design'),
      ready: listCount,
    });
    const visits: Visit[] = [
      { path: '/tools', ready: listCount },
      { path: '/learning', ready: listCount },
      { path: '/workflows', ready: listCount },
      { path: '/prompt', ready: listCount },
      { path: '/categories', ready: h1 },
      inCategory('/tools/category/{c}'),
      inCategory('/learning/category/{c}'),
      inCategory('/workflows/category/{c}'),
      inCategory('/categories/{c}/tools'),
      inCategory('/categories/{c}/tutorials'),
      inCategory('/categories/{c}/workflows'),
      { path: '/suggest', ready: (p) => p.getByLabel('Tajuk') },
    ];
    const wide = await widePages(page, visits);

    // On a phone the feedback button is an entry of the menu (issue 20); its dialog fits too.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: 'Hantar maklum balas' }).click();
    const feedback = page.getByRole('dialog', { name: 'Hantar Maklum Balas' });
    await expect(feedback.getByRole('radio').first()).toBeVisible();
    wide.push(await tooWide(page, 'feedback dialog'));
    expect(wide.filter(Boolean)).toEqual([]);
  });

  test('member detail pages and the workflow runner', async ({ page, createUser, signIn }) => {
    await signIn(await createUser(longNames()));
    const [tool, tutorial, workflow, prompt] = await Promise.all(
      (['tools', 'tutorials', 'workflows', 'prompts'] as const).map((list) => firstId(page, list)),
    );
    const visits: Visit[] = [
      { path: `/tools/${tool}`, ready: h1 },
      { path: `/learning/${tutorial}`, ready: h1 },
      { path: `/workflows/${workflow}`, ready: h1 },
      { path: `/workflows/${workflow}/execute`, ready: h1 },
      { path: `/prompt/${prompt}`, ready: h1 },
      { path: `/tools/${randomUUID()}`, ready: (p) => p.getByText('Alat tidak dijumpai.') },
    ];
    expect(await widePages(page, visits)).toEqual([]);
  });

  test('the workflow runner while its run is still loading', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser(longNames()));
    const workflow = await firstId(page, 'workflows');
    // The member's run is held back, so the runner shows its skeleton (a lost race once in CI).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/me\/workflow-runs\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/workflows/${workflow}/execute`);
    await expect(page.locator('[class*="animate-pulse"]').first()).toBeVisible();
    const wide = await tooWide(page, 'runner skeleton');
    release();
    expect(wide).toBe('');
  });

  test('every admin tab and add form, with long names in the lists, a dialog and the menu', async ({
    page,
    createUser,
    signIn,
  }) => {
    const run = unique();
    const admin = await createUser({ role: 'admin', ...longNames() });
    await signIn(admin);
    const pending = await createUser({ status: 'pending', ...longNames() });
    const long = `https://contoh.my/${run}/${'laluan-yang-sangat-panjang-'.repeat(4)}`;
    await withDb(async (db) => {
      await db
        .insertInto('feedback')
        .values(
          buildFeedback({ user_id: pending.id, message: `${run} ${long}`, page_url: `/${long}` }),
        )
        .execute();
      await db
        .insertInto('suggestions')
        .values(
          buildSuggestion({
            user_id: pending.id,
            title: `Cadangan ${run} ${'AlatYangNamanyaPanjang'.repeat(2)}`,
            description: `Lihat ${long}`,
            website: long,
          }),
        )
        .execute();
    });

    const wide: string[] = [];
    const tab = async (name: string, search?: { label: string; term: string }) => {
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      if (search) {
        await panel.getByLabel(search.label).fill(search.term);
        await expect(panel.getByText(/^Showing 1 /)).toBeVisible();
      }
      return panel;
    };

    /** The tab's add form, which takes the list's place. */
    const addForm = async (panel: Locator, name: string, singular: string) => {
      await panel.getByRole('button', { name: `Add ${singular}`, exact: true }).click();
      await expect(panel.getByRole('heading', { name: `Add ${singular}` })).toBeVisible();
      await expect(panel.getByRole('textbox').first()).toBeVisible();
      wide.push(await tooWide(page, `${name}: Add ${singular} form`));
    };

    await page.goto('/admin?tab=users');
    await expect(h1(page)).toBeVisible();
    const users = await tab('Users', { label: 'Search users', term: pending.username });
    wide.push(await tooWide(page, 'Users'));
    await addForm(users, 'Users', 'User');
    const singulars = {
      Tools: 'Tool',
      Tutorials: 'Tutorial',
      Workflows: 'Workflow',
      Prompts: 'Prompt',
      Categories: 'Category',
    };
    for (const [name, singular] of Object.entries(singulars)) {
      const panel = await tab(name);
      await expect(panel.getByText(/^Showing \d+ /)).toBeVisible();
      wide.push(await tooWide(page, name));
      await addForm(panel, name, singular);
    }
    await expect((await tab('Learning Path')).getByLabel('Tutorial slot 1')).toBeVisible();
    wide.push(await tooWide(page, 'Learning Path'));

    const feedback = await tab('Feedback', { label: 'Search feedback', term: run });
    wide.push(await tooWide(page, 'Feedback'));
    await feedback.getByRole('button', { name: `View feedback from ${pending.username}` }).click();
    const details = page.getByRole('dialog', { name: 'Feedback Details' });
    await expect(details.getByText(`${run} ${long}`)).toBeVisible();
    wide.push(await tooWide(page, 'Feedback Details dialog'));
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await tab('Suggestions', { label: 'Search suggestions', term: run });
    wide.push(await tooWide(page, 'Suggestions'));

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#admin-menu').getByText(admin.username)).toBeVisible();
    wide.push(await tooWide(page, 'admin menu'));
    expect(wide.filter(Boolean)).toEqual([]);
  });
});
