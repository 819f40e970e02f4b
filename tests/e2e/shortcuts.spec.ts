import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { searchBox } from './search-box.js';

test.describe('[member] keyboard shortcuts', () => {
  test.use({ signedIn: true });

  test('Ctrl+T goes to Tools, Ctrl+K focuses its search, and keys typed in a field stay there', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+t');
    await expect(page).toHaveURL(/\/tools$/);

    const search = searchBox(page, 'Cari alat AI');
    await expect(search).toBeVisible();
    await expect(search).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();

    await page.keyboard.type('gem');
    await page.keyboard.press('Control+d');
    await expect(search).toHaveValue('gem');
    expect(new URL(page.url()).pathname).toBe('/tools');

    // Out of the field, the same key works. (Once the box with suggestions has taken the plain
    // one's place and its focus: a blur before that could reach the box on its way out.)
    const combobox = page.getByRole('combobox', { name: 'Cari alat AI' });
    await expect(combobox).toBeFocused();
    await combobox.blur();
    await page.keyboard.press('Control+d');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'?' shows the list of shortcuts", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByText('Pintasan papan kekunci')).toBeVisible();
    await expect(page.getByText('Ctrl/⌘ + L')).toBeVisible();
  });
});

test.describe('[member] search suggestions', () => {
  test.use({ signedIn: true });

  test('open on focus; arrow keys and Enter pick a popular tool and the list filters by it', async ({
    page,
  }) => {
    await page.goto('/tools');
    const search = searchBox(page, 'Cari alat AI');
    await search.focus();
    const list = page.getByRole('listbox', { name: 'Cadangan carian' });
    await expect(list).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option')).toHaveCount(10);
    const { violations } = await new AxeBuilder({ page }).include('[role="search"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const claude = list.getByRole('option', { name: 'Claude' });
    await expect(claude).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await claude.getAttribute('id'))!,
    );
    await expect(claude).toHaveAccessibleDescription('Alat popular');
    await page.keyboard.press('Enter');

    await expect(list).toBeHidden();
    await expect(search).toHaveValue('Claude');
    await expect(page).toHaveURL(/\?q=Claude$/);
    const res = await page.request.get('/api/tools?limit=1&q=Claude');
    const { total } = (await res.json()) as { total: number };
    await expect(page.getByText(`Showing ${total} tools`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claude', exact: true })).toBeVisible();
  });

  test('a click on a popular category sets the category filter, the focus staying in the box', async ({
    page,
  }) => {
    await page.goto('/tools');
    const search = searchBox(page, 'Cari alat AI');
    await search.focus();
    const list = page.getByRole('listbox', { name: 'Cadangan carian' });
    await list.getByRole('option', { name: 'Writing' }).click();

    await expect(page).toHaveURL(/category=Writing/);
    await expect(page.getByLabel('Kategori')).toHaveValue('Writing');
    await expect(list).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
  });

  test('a search made with Enter is among the recent searches after a reload', async ({ page }) => {
    await page.goto('/tools');
    const search = searchBox(page, 'Cari alat AI');
    await search.fill('penulisan');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=penulisan$/);

    await page.reload();
    await search.fill('');
    const recent = page
      .getByRole('listbox', { name: 'Cadangan carian' })
      .getByRole('option', { name: 'penulisan' });
    await expect(recent).toBeVisible();
    await expect(recent).toHaveAccessibleDescription('Carian terkini');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});
