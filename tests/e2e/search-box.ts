import type { Page } from '@playwright/test';

/**
 * A member list's search box: a plain search box until it first takes the focus, then the
 * combobox with suggestions that replaces it (src/web/components/list/search-box.tsx).
 */
export const searchBox = (page: Page, name: string) =>
  page.getByRole('combobox', { name }).or(page.getByRole('searchbox', { name }));
