import { expect, test, unique } from './admin-fixtures.js';

// Issue 33, point 12 (decision 050): the operator sees when each member joined and was last
// active, sorts by either, and finds a member by an order number set in the Users tab.

test.describe('[admin] Users tab: the operator’s columns', () => {
  test('shows joined and last active, sorts by last active, and finds an order number', async ({
    page,
    createUser,
    openAdminTab,
  }) => {
    const run = unique();
    const never = await createUser({
      username: `op_tiada_${run}`,
      created_at: '2030-01-02T00:00:00.000Z',
    });
    const active = await createUser({
      username: `op_aktif_${run}`,
      created_at: '2030-01-01T00:00:00.000Z',
      last_active_at: '2030-01-05T09:00:00.000Z',
    });
    const users = await openAdminTab('users');
    await users.getByRole('searchbox', { name: 'Search users' }).fill(`_${run}`);
    const names = users.getByRole('heading', { level: 3 });
    // Newest joined first by default; never active says so; no internal jargon.
    await expect(names).toHaveText([never.username, active.username]);
    await expect(users.getByText('Aktif terakhir: belum pernah')).toBeVisible();
    await expect(users.getByText(/Account: custom/)).toHaveCount(0);

    await users.getByLabel('Susun').selectOption({ label: 'Aktif terakhir (terbaru)' });
    await expect(names).toHaveText([active.username, never.username]);

    // The admin sets the order number; the search finds the member by it.
    await users.getByRole('button', { name: `Ubah no. pesanan ${active.username}` }).click();
    await users.getByLabel(`No. pesanan ${active.username}`).fill(`  PES-${run} `);
    await users.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(`No. pesanan ${active.username} dikemas kini`)).toBeVisible();
    await expect(users.getByText(`PES-${run}`)).toBeVisible();
    await users.getByRole('searchbox', { name: 'Search users' }).fill(`PES-${run}`);
    await expect(names).toHaveText([active.username]);
  });
});
