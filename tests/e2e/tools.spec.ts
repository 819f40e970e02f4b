import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { buildTool, buildTutorial, buildWorkflow } from '../../src/server/db/factories.js';
import { tools as SEED_TOOLS } from '../../src/server/db/seed/content/tools.js';
import { expect, fillLogin, test, withDb } from './fixtures.js';
import { searchBox } from './search-box.js';

/** The list's count line: 'Showing 1 tool' for one, else 'Showing N tools' (issue 16). */
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'tool' : 'tools'}`;

// What to expect comes from the demo content the app was seeded with (db/seed/content/tools.ts)
// or from rows a test makes itself, never from the API under test. Other journeys running
// meanwhile add tools of their own (Agents, Productivity), never Writing or Coding ones, so the
// whole list has at least the seed's tools and those two categories have exactly theirs.
const seeded = (where: (tool: (typeof SEED_TOOLS)[number]) => boolean) => SEED_TOOLS.filter(where);
const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

/** The number the count line shows, once it shows one. */
async function shownTotal(page: Page) {
  const line = page.getByText(/^Showing \d+ tools?$/);
  await expect(line).toBeVisible();
  return Number(/\d+/.exec((await line.textContent()) ?? '')![0]);
}

/**
 * Expects the whole list: every seeded tool, and any a parallel journey has added. Waited for:
 * right after the address changes, the list before it may still be on screen (a navigation
 * commits its page once the page is ready).
 */
async function expectWholeList(page: Page) {
  await expect.poll(() => shownTotal(page)).toBeGreaterThanOrEqual(SEED_TOOLS.length);
}

test.describe('[member] AI Tools, signing in through the form', () => {
  test('signs in, lists, searches, filters, opens a tool and comes back', async ({
    page,
    createUser,
  }) => {
    // Tools of this journey's own, so the search has a count of its own to show.
    const tag = randomUUID().slice(0, 8);
    await withDb((db) =>
      db
        .insertInto('tools')
        .values([`Pencari ${tag} Satu`, `Pencari ${tag} Dua`].map((name) => buildTool({ name })))
        .execute(),
    );
    const user = await createUser();
    await page.goto('/landing');
    await fillLogin(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expectWholeList(page);
    await expect(page.getByRole('link', { name: 'Suggest a Tool' })).toHaveAttribute(
      'href',
      '/suggest?type=tool',
    );

    // Search runs on the server: case-insensitive, and the address keeps it.
    await searchBox(page, 'Cari alat AI').fill(`PENCARI ${tag.toUpperCase()}`);
    await expect(page.getByText(showing(2), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=PENCARI(\\+|%20)${tag.toUpperCase()}`));
    await expect(
      page.getByRole('link', { name: `Pencari ${tag} Satu`, exact: true }),
    ).toBeVisible();

    await searchBox(page, 'Cari alat AI').fill('');
    // selectOption does not move the focus as a click would: close the search suggestions first.
    await page.keyboard.press('Escape');
    await page.getByLabel('Kategori').selectOption('Writing');
    const writing = seeded((t) => t.category === 'Writing');
    await expect(page.getByText(showing(writing.length), { exact: true })).toBeVisible();
    await page.getByLabel('Harga').selectOption('Freemium');
    const writingFreemium = writing.filter((t) => t.pricing === 'Freemium');
    await expect(page.getByText(showing(writingFreemium.length), { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').getByText('Berbayar')).toHaveCount(0);

    await page.getByRole('link', { name: 'ChatGPT', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT' })).toBeVisible();
    // The category's Malay name (the glossary): Writing is Penulisan.
    await expect(page.getByText('Penulisan').first()).toBeVisible();
    const visit = page.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { name: 'Ciri-ciri Utama' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alternatif' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Alat Serupa' }).locator(':scope > ul > li');
    await expect(similar).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/category=Writing/);
    await expect(page.getByText(showing(writingFreemium.length), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Kategori')).toHaveValue('Writing');
  });
});

test.describe('[member] AI Tools', () => {
  test.use({ signedIn: true });

  test('the Tools link clears a search, and nothing brings it back', async ({ page }) => {
    // The page's timers run when the test says (page.clock.runFor), not when a busy machine
    // gets round to them.
    await page.clock.install();
    await page.goto('/tools?q=chatgpt');
    await expect(searchBox(page, 'Cari alat AI')).toHaveValue('chatgpt');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(searchBox(page, 'Cari alat AI')).toHaveValue('');
    await expectWholeList(page);
    // Every timer the page has set runs now: a search still waiting would be sent here...
    await page.clock.runFor(1000);
    // ...and is seen by the next change of the address, which keeps whatever is there.
    await page.getByLabel('Kategori').selectOption('Coding');
    await expect(page).toHaveURL(/\/tools\?category=Coding$/);
  });

  test('an empty search says No tools found and clears', async ({ page }) => {
    await page.goto('/tools?q=tiadaqx-sebeginiqx&pricing=Free');
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByText(showing(0), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Kosongkan penapis' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expectWholeList(page);
  });

  test('a tool names related workflows and tutorials; its alternatives open tools', async ({
    page,
  }) => {
    // A category of this test's own, so what the page relates to the tool is known exactly.
    const category = `Ujian-${randomUUID().slice(0, 8)}`;
    const tool = buildTool({ name: `Alat ${category}`, category, alternatives: ['ChatGPT'] });
    const tutorials = [1, 2].map((n) =>
      buildTutorial({ title: `Tutorial ${category} ${n}`, category }),
    );
    const workflow = buildWorkflow({ title: `Workflow ${category}`, category });
    await withDb(async (db) => {
      await db.insertInto('tools').values(tool).execute();
      await db.insertInto('tutorials').values(tutorials).execute();
      await db.insertInto('workflows').values(workflow).execute();
    });
    await page.goto(`/tools/${tool.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    const related = (name: string) =>
      page.getByRole('region', { name }).getByRole('link').allTextContents();
    expect((await related('Tutorial Berkaitan')).sort()).toEqual(tutorials.map((t) => t.title));
    expect(await related('Workflow Berkaitan')).toEqual([workflow.title]);

    await page
      .getByRole('list', { name: 'Alternatif' })
      .getByRole('button', { name: 'ChatGPT' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(tool.id));
  });

  test('an unknown tool says Alat tidak dijumpai. with a way back', async ({ page }) => {
    await page.goto('/tools/00000000-0000-0000-0000-000000000000');
    await expect(page.getByText('Alat tidak dijumpai.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Alat AI' }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  for (const path of ['/tools/category/Coding', '/categories/Coding/tools']) {
    test(`${path} lists one category by name with a back link`, async ({ page }) => {
      await page.goto(path);
      // Issue 20: the category by its Malay name (shared/glossary.ts); the address keeps Coding.
      await expect(page.getByRole('heading', { name: 'Alat AI Pengaturcaraan' })).toBeVisible();
      const coding = seeded((t) => t.category === 'Coding').map((t) => t.name);
      await expect(page.getByText(showing(coding.length), { exact: true })).toBeVisible();
      const names = page.getByRole('list', { name: 'AI Tools' }).getByRole('heading');
      await expect(names).toHaveText(coding.sort(byName));
      await page.getByRole('link', { name: 'Kembali ke Kategori' }).click();
      await expect(page).toHaveURL(/\/categories$/);
      await expect(page.getByRole('heading', { name: 'Kategori Teratas' })).toBeVisible();
      // The ten of docs/product.md#limits, and any an admin added meanwhile (tests run in parallel).
      await expect(page.getByRole('link', { name: /alat$/ }).first()).toBeVisible();
      expect(await page.getByRole('link', { name: /alat$/ }).count()).toBeGreaterThanOrEqual(10);
    });
  }
});

test.describe('[visitor] showcase', () => {
  test('lists every tool publicly, searches and filters by pricing', async ({ page }) => {
    await page.goto('/showcase');
    await expect(page.getByRole('heading', { name: 'All AI Tools' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ tools/)).toBeVisible();
    await searchBox(page, 'Cari alat AI').fill('midjourney');
    // Each change waits until the address holds it: a search typed while the previous one is
    // still on its way into the address is dropped as a change from outside (search-box.tsx).
    await expect(page).toHaveURL(/q=midjourney/);
    await expect(page.getByRole('link', { name: /Midjourney/ }).first()).toBeVisible();
    await page.getByLabel('Harga').selectOption({ label: 'Free' });
    await expect(page.getByLabel('Harga')).toHaveValue('Free');
    await expect(page).toHaveURL(/pricing=Free/);
    await searchBox(page, 'Cari alat AI').fill('zzzqx-tiadaqx');
    // Midjourney is not free, so the list may already be empty: wait for the new search, or the
    // click can land while the list reloads and its empty state (with the button) is away.
    await expect(page).toHaveURL(/q=zzzqx-tiadaqx/);
    await expect(page.getByText('No tools found')).toBeVisible();
    await page.getByRole('button', { name: 'Kosongkan penapis' }).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(searchBox(page, 'Cari alat AI')).toHaveValue('');
    // docs/product.md#routes-and-guards 'Back to Categories': a visitor's way back never leads into a login-only page.
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await expect(page).toHaveURL(/\/landing#kategori$/);
    await expect(
      page.getByRole('heading', { name: 'Terokai alat AI mengikut kategori' }),
    ).toBeInViewport();
  });

  test('/showcase/{category} shows that category', async ({ page }) => {
    await page.goto('/showcase/Design');
    await expect(page.getByRole('heading', { name: 'Design Tools' })).toBeVisible();
    const design = seeded((t) => t.category === 'Design');
    expect(design.length).toBeGreaterThan(0);
    await expect(page.getByText(showing(design.length), { exact: true })).toBeVisible();
    // Back to the landing page's categories, where another category opens.
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await expect(page).toHaveURL(/\/landing#kategori$/);
    await page.getByRole('link', { name: 'Alat AI kategori Coding' }).click();
    await expect(page).toHaveURL(/\/showcase\/Coding$/);
    await expect(page.getByRole('heading', { name: 'Coding Tools' })).toBeVisible();
  });
});
