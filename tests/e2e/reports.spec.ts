import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { buildTool } from '../../src/server/db/factories.js';
import { expect, overflowOf, test, unique } from './admin-fixtures.js';
import { withDb } from './fixtures.js';

// Issue 23, "What members need": what a member searched for in vain and what they saved reach
// the admin's Laporan tab, as tables and charts, for the period chosen.

test.describe('[admin] Laporan', () => {
  test("a member's search that found nothing and a favourite show in the reports; the period switches", async ({
    page,
    baseURL,
    createUser,
    pageAs,
    openAdminTab,
  }) => {
    test.slow(); // two browsers, and misses are written a second after the search
    const tag = unique();
    const term = `tiadalaporan${tag}`;
    const tool = buildTool({ name: `Alat Laporan ${tag}` });
    await withDb((db) => db.insertInto('tools').values(tool).execute());

    // Other journeys save and search in the same database: this term and tool count more than
    // theirs, so they stay in the top ten. A term counts its members (once each, however often
    // they search it): three members search it, one of them again and again.
    const searchers = await Promise.all([1, 2, 3].map(async () => pageAs(await createUser())));
    const member = searchers[0]!;
    for (const searcher of [...searchers, member, member]) {
      const res = await searcher.request.get(`/api/search?q=${term}`);
      expect(res.status()).toBe(200);
    }
    const saved = await member.request.post('/api/me/favorites', {
      headers: { origin: baseURL! },
      data: { itemType: 'tool', itemId: tool.id },
    });
    expect(saved.status()).toBe(201);
    const others = await Promise.all([createUser(), createUser()]);
    await withDb((db) =>
      db
        .insertInto('favorites')
        .values(
          others.map((u) => ({
            id: randomUUID(),
            user_id: u.id,
            item_id: tool.id,
            item_type: 'tool',
            personal_remarks: null,
            created_at: new Date().toISOString(),
          })),
        )
        .execute(),
    );

    // Misses are written in a batch about a second later: wait until the report has it.
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/admin/reports?days=30');
        return JSON.stringify(await res.json());
      })
      .toContain(term);

    const panel = await openAdminTab('reports');
    await expect(panel.getByRole('heading', { name: 'Laporan', level: 2 })).toBeVisible();
    const misses = panel.getByRole('region', { name: 'Carian tanpa hasil' });
    await expect(misses.getByRole('cell', { name: term })).toBeVisible();
    await expect(misses.getByRole('columnheader', { name: 'Ahli' })).toBeVisible();
    await expect(
      misses
        .getByRole('row', { name: new RegExp(term) })
        .getByRole('cell', { name: '3', exact: true }),
    ).toBeVisible();
    const favourites = panel.getByRole('region', { name: 'Paling banyak disimpan' });
    const link = favourites.getByRole('link', { name: tool.name });
    await expect(link).toHaveAttribute('href', `/tools/${tool.id}`);
    // The chart is drawn, and says what it shows.
    const chart = favourites.getByRole('img');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`${tool.name} 3`));
    await expect(
      panel.getByRole('region', { name: 'Ahli baharu & ahli aktif mingguan' }).getByRole('img'),
    ).toBeVisible();

    const range = panel.getByText(/^Dari .* hingga /);
    const monthRange = await range.textContent();
    const lastWeek = page.waitForResponse(
      (r) => r.url().includes('/api/admin/reports?days=7') && r.ok(),
    );
    await panel.getByLabel('Tempoh').selectOption('7');
    await lastWeek;
    await expect(page).toHaveURL(/[?&]days=7/);
    // The dates said are the new period's, not the 30 days' still on screen.
    await expect(range).not.toHaveText(monthRange!);
    await expect(misses.getByRole('cell', { name: term })).toBeVisible();
    await expect(favourites.getByRole('img')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tabpanel').getByLabel('Tempoh')).toHaveValue('7');

    // No serious accessibility fault, on either theme (the charts' colours follow it).
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await expect(favourites.getByRole('img')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
    }

    // On a phone the tables and charts fit the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(favourites.getByRole('img')).toBeVisible();
    // The charts redraw to the new width a frame or two later.
    await expect.poll(() => overflowOf(page)).toBe(0);
  });
});
