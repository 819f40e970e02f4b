import { randomUUID } from 'node:crypto';
import { buildTool } from '../../src/server/db/factories.js';
import {
  reply,
  startSite,
  type LocalSite,
} from '../../src/server/features/link-health/local-site.js';
import { withDb } from './fixtures.js';
import { expect, test, unique } from './admin-fixtures.js';

// Issue 33, point 12: after fixing a dead link from Link Health, the admin is back on Link Health
// and the link has been checked again at once (it no longer waits for the next day's check).
// The app checks loopback addresses only in the browser tests (LINK_CHECK_NETWORK=local): the
// tool's site is a local one that answers 404 at /gone and 200 elsewhere.

let site: LocalSite;
test.beforeAll(async () => {
  site = await startSite((request, response) =>
    reply(request.url === '/gone' ? 404 : 200)(request, response),
  );
});
test.afterAll(() => site.close());

/** A tool whose website the last check found dead (404). */
async function toolWithDeadLink(name: string) {
  const tool = buildTool({ name, website: site.url('/gone') });
  const at = new Date().toISOString();
  await withDb(async (db) => {
    await db.insertInto('tools').values(tool).execute();
    await db
      .insertInto('link_checks')
      .values({
        key: randomUUID(),
        item_type: 'tools',
        item_id: tool.id,
        kind: 'website',
        url: site.url('/gone'),
        status: 'dead',
        reason: 'http 404',
        http_status: 404,
        last_checked_at: at,
        last_ok_at: null,
      })
      .execute();
  });
  return tool;
}

test.describe('[admin] Link Health: an edit from the tab', () => {
  test('checks the fixed link at once and returns to Link Health', async ({
    page,
    openAdminTab,
  }) => {
    const name = `Alat Pautan ${unique()}`;
    await toolWithDeadLink(name);
    const links = await openAdminTab('links');
    const row = links.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('Tidak dijumpai (404)')).toBeVisible();

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('tab', { name: 'Tools', selected: true })).toBeVisible();
    const tools = page.getByRole('tabpanel');
    await expect(tools.getByLabel('Name')).toHaveValue(name);
    await tools.getByLabel('Website').fill(site.url('/fine'));
    await tools.getByRole('button', { name: 'Save' }).click();

    // Back on Link Health, told what the check found, and the row is gone.
    await expect(page.getByRole('tab', { name: 'Link Health', selected: true })).toBeVisible();
    await expect(page.getByText(`Pautan ${name} berfungsi sekarang`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?tab=links$/);
    await expect(
      page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name }),
    ).toHaveCount(0);
    expect(site.hits.some((hit) => hit.path === '/fine')).toBe(true);
  });

  test('says a link that is still dead, and Cancel also returns there', async ({
    page,
    openAdminTab,
  }) => {
    const name = `Alat Masih Mati ${unique()}`;
    await toolWithDeadLink(name);
    const links = await openAdminTab('links');
    const row = links.getByRole('listitem').filter({ hasText: name });

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    const tools = page.getByRole('tabpanel');
    await expect(tools.getByLabel('Name')).toHaveValue(name);
    await tools.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tab', { name: 'Link Health', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?tab=links$/);

    await page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(tools.getByLabel('Name')).toHaveValue(name);
    await tools.getByLabel('Main Function').fill('Masih menunggu laman baharu');
    await tools.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Pautan ${name} masih mati`)).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name }),
    ).toBeVisible();
  });
});
