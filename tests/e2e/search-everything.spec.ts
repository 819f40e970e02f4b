import type { Page } from '@playwright/test';
import { expect, test, unique } from './admin-fixtures.js';
import { searchBox } from './search-box.js';

// Issue 22: the search everywhere, as a Malay-speaking member uses it (the demo content).

const palette = (page: Page) => page.getByRole('dialog', { name: 'Cari semua' });
const box = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Cari alat, tutorial, workflow dan prompt' });
const results = (page: Page) => palette(page).getByRole('listbox', { name: 'Hasil carian' });

test.describe('[member] search everywhere', () => {
  test.use({ signedIn: true });

  test('Ctrl+K on the dashboard opens it; "gambar" finds Midjourney, which opens', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    // Before typing: the popular tools.
    await expect(results(page).getByRole('option', { name: 'ChatGPT' })).toBeVisible();

    await page.keyboard.type('gambar');
    const midjourney = results(page).getByRole('option', { name: /^Midjourney/ });
    await expect(midjourney).toBeVisible();
    await expect(midjourney).toHaveAccessibleDescription('Alat AI');
    await midjourney.click();
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/\/tools\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Midjourney' })).toBeVisible();
  });

  test('"buat slide" finds Gamma, opened with the arrow keys and Enter; its kind has a see-all link', async ({
    page,
  }) => {
    await page.goto('/learning');
    await page.getByRole('button', { name: 'Cari semua (Ctrl/⌘+K)' }).click();
    await box(page).fill('buat slide');
    const gamma = results(page).getByRole('option', { name: /^Gamma/ });
    await expect(gamma).toBeVisible();
    await expect(
      palette(page).getByRole('link', { name: 'Lihat semua dalam Alat AI' }),
    ).toHaveAttribute('href', '/tools?q=buat%20slide');
    // Down the list one key at a time, each seen to land, until Gamma is the chosen one.
    const options = results(page).getByRole('option');
    const count = await options.count();
    for (let i = 0; i < count; i++) {
      if ((await gamma.getAttribute('aria-selected')) === 'true') break;
      const before = await box(page).getAttribute('aria-activedescendant');
      await page.keyboard.press('ArrowDown');
      await expect(box(page)).not.toHaveAttribute('aria-activedescendant', before ?? '');
    }
    await expect(gamma).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Gamma' })).toBeVisible();
  });

  test('Enter pressed as soon as a name is typed opens its first result when the answer comes', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    // Typed and entered at once: before the typing pause has passed, so before any answer.
    await box(page).fill('midjourney');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Midjourney' })).toBeVisible();
    await expect(palette(page)).toBeHidden();
  });

  test('"chatgtp" finds nothing and asks "Adakah anda maksudkan ChatGPT"; the suggestion searches it', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Cari semua (Ctrl/⌘+K)' }).click();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('chatgtp');
    await expect(palette(page).getByText('Tiada hasil untuk “chatgtp”.')).toBeVisible();
    await expect(palette(page).getByText('Adakah anda maksudkan')).toBeVisible();
    // Issue 33: searched from the dashboard, of no one kind, so the form asks which.
    await expect(
      palette(page).getByRole('link', { name: 'Cadangkan kandungan ini' }),
    ).toHaveAttribute('href', '/suggest?title=chatgtp');
    // Tab leaves the box for the links without opening the highlighted suggestion.
    await page.keyboard.press('Tab');
    await expect(
      palette(page).getByRole('link', { name: 'Cadangkan kandungan ini' }),
    ).toBeFocused();
    await expect(box(page)).toHaveValue('chatgtp');
    await results(page).getByRole('option', { name: 'ChatGPT' }).click();
    await expect(box(page)).toHaveValue('ChatGPT');
    const chatgpt = results(page)
      .getByRole('option', { name: /^ChatGPT/ })
      .first();
    await expect(chatgpt).toHaveAccessibleDescription('Alat AI');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cari semua (Ctrl/⌘+K)' })).toBeFocused();
  });
});

test.describe('[member] the list pages search as the palette does (issue 32)', () => {
  test.use({ signedIn: true });

  test('"chatgtp" in the /tools box asks "Adakah anda maksudkan ChatGPT", which searches it', async ({
    page,
  }) => {
    await page.goto('/tools');
    await searchBox(page, 'Cari alat AI').fill('chatgtp');
    await expect(page).toHaveURL(/q=chatgtp/);
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByText(/Adakah anda maksudkan/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadangkan kandungan ini' })).toHaveAttribute(
      'href',
      '/suggest?type=tool&title=chatgtp',
    );
    await page.getByRole('button', { name: 'ChatGPT', exact: true }).click();
    await expect(page).toHaveURL(/q=ChatGPT/);
    await expect(searchBox(page, 'Cari alat AI')).toHaveValue('ChatGPT');
    // The exact name first.
    await expect(page.getByRole('link', { name: /ChatGPT/ }).first()).toBeVisible();
    await expect(page.getByText('No tools found')).toBeHidden();
  });

  test('"gambar" in the /tools box finds Midjourney, "buat slide" finds Gamma', async ({
    page,
  }) => {
    await page.goto('/tools?q=gambar');
    await expect(page.getByRole('link', { name: /Midjourney/ }).first()).toBeVisible();
    await searchBox(page, 'Cari alat AI').fill('buat slide');
    await expect(page).toHaveURL(/q=buat(\+|%20)slide/);
    await expect(page.getByRole('link', { name: /Gamma/ }).first()).toBeVisible();
  });
});

test.describe('[admin] synonyms', () => {
  test('a group the admin adds widens a member’s search at once', async ({
    page,
    openAdminTab,
    pageAs,
    createUser,
  }) => {
    test.slow(); // two browsers
    const word = `kata${unique()}`;
    const panel = await openAdminTab('synonyms');
    await expect(panel.getByRole('heading', { name: 'Carian tanpa hasil' })).toBeVisible();
    await panel.getByRole('button', { name: 'Add Synonym group' }).click();
    await panel.getByRole('textbox', { name: 'Perkataan 1', exact: true }).fill(word);
    await panel.getByRole('textbox', { name: 'Perkataan 2', exact: true }).fill('pembentangan');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added successfully')).toBeVisible();

    const member = await pageAs(await createUser());
    await member.goto('/dashboard');
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await member.getByRole('button', { name: 'Cari semua (Ctrl/⌘+K)' }).click();
    await box(member).fill(word);
    await expect(results(member).getByRole('option', { name: /^Gamma/ })).toBeVisible();
  });
});
