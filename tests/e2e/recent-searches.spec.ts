import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { searchBox } from './search-box.js';

// The page's globals, for page.evaluate (this file is typed without the DOM library).
type InPage = { localStorage: Record<string, string> };

/** Every recent-searches entry in the browser's localStorage, by key. */
const storedRecentSearches = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.entries({ ...(globalThis as unknown as InPage).localStorage }).filter(([key]) =>
        key.startsWith('recent-searches'),
      ),
    ),
  );

/** Focuses the list's search box with nothing typed: the suggestion list opens. */
async function openSuggestions(page: Page) {
  const search = searchBox(page, 'Cari alat AI');
  await search.fill('');
  await search.focus();
  const list = page.getByRole('listbox', { name: 'Cadangan carian' });
  await expect(list.getByRole('option', { name: 'ChatGPT' })).toBeVisible();
  return list;
}

test.describe('[member] recent searches', () => {
  test("are the member's own and are gone after logout, for visitors and the next member", async ({
    page,
    createUser,
    signIn,
  }) => {
    const term = 'carian rahsia ali';
    const ali = await createUser();
    await signIn(ali);
    await page.goto('/tools');
    await searchBox(page, 'Cari alat AI').fill(term);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=carian/);
    expect(await storedRecentSearches(page)).toEqual({
      [`recent-searches:${ali.id}`]: JSON.stringify([term]),
    });
    const offered = (await openSuggestions(page)).getByRole('option', { name: term });
    await expect(offered).toHaveAccessibleDescription('Carian terkini');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    expect(await storedRecentSearches(page)).toEqual({});

    // A visitor on the public showcase: offered nothing of Ali's, and their own search is not kept.
    await page.goto('/showcase');
    let list = await openSuggestions(page);
    await expect(list.getByRole('option', { name: term })).toHaveCount(0);
    await expect(list.getByText('Carian terkini')).toHaveCount(0);
    await searchBox(page, 'Cari alat AI').fill('carian pelawat');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=carian/);
    list = await openSuggestions(page);
    await expect(list.getByText('Carian terkini')).toHaveCount(0);
    expect(await storedRecentSearches(page)).toEqual({});

    // The next member on the same browser starts with none.
    const bakar = await createUser();
    await signIn(bakar);
    await page.goto('/tools');
    list = await openSuggestions(page);
    await expect(list.getByRole('option', { name: term })).toHaveCount(0);
    await expect(list.getByText('Carian terkini')).toHaveCount(0);
    expect(await storedRecentSearches(page)).toEqual({});
  });
});
