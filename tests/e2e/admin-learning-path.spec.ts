import { buildTutorial } from '../../src/server/db/factories.js';
import { expect, test, unique } from './admin-fixtures.js';
import { withDb } from './fixtures.js';

test.describe('[admin] categories and learning path', () => {
  test('adds and renames a category, sets a 2-tutorial path, and a member sees it in order', async ({
    page,
    openAdminTab,
    createUser,
    signIn,
  }) => {
    // The journey's own data, so parallel workers never race on it.
    const tag = unique();
    const oldName = `Kategori E2E ${tag}`;
    const newName = `Kategori Baharu ${tag}`;
    const first = buildTutorial({ title: `Langkah Pertama ${tag}`, category: oldName });
    const second = buildTutorial({ title: `Langkah Kedua ${tag}`, category: 'Writing' });
    await withDb((db) => db.insertInto('tutorials').values([first, second]).execute());

    const categories = await openAdminTab('categories');
    await categories.getByRole('button', { name: 'Add Category' }).click();

    // SPEC §5: a blank name is not added.
    await categories.getByLabel('Name').fill('   ');
    await categories.getByRole('button', { name: 'Save' }).click();
    await expect(categories.getByRole('alert')).toHaveText('Name is required');

    await categories.getByLabel('Name').fill(oldName);
    await categories.getByLabel('Description').fill('Kategori untuk ujian pelayar');
    await categories.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added successfully')).toBeVisible();
    await categories.getByRole('searchbox', { name: 'Search categories' }).fill(tag);
    await expect(categories.getByRole('heading', { name: oldName })).toBeVisible();

    await categories.getByRole('button', { name: `Edit ${oldName}` }).click();
    await categories.getByLabel('Name').fill(newName);
    await categories.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item updated successfully')).toBeVisible();
    await expect(categories.getByRole('heading', { name: newName })).toBeVisible();
    await expect(categories.getByRole('heading', { name: oldName })).toHaveCount(0);
    // DESIGN §7.10: the tutorial filed under the old name moved with it.
    const moved = await withDb((db) =>
      db.selectFrom('tutorials').select('category').where('id', '=', first.id).executeTakeFirst(),
    );
    expect(moved?.category).toBe(newName);

    // A category in use cannot be deleted; the reason is shown.
    await categories.getByRole('button', { name: `Delete ${newName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Kategori ini digunakan oleh 1 item. Pindahkan item itu dahulu.'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Learning Path' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Learning Path' });
    await tab.getByRole('searchbox', { name: 'Cari tutorial untuk slot 1' }).fill(`Pertama ${tag}`);
    await tab.getByLabel('Tutorial slot 1').selectOption({ label: `${first.title} (${newName})` });
    await tab.getByRole('searchbox', { name: 'Cari tutorial untuk slot 2' }).fill(`Kedua ${tag}`);
    await tab.getByLabel('Tutorial slot 2').selectOption({ label: `${second.title} (Writing)` });
    await tab.getByLabel('Tutorial slot 3').selectOption({ label: 'Tiada' });
    await tab.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Laluan pembelajaran berjaya disimpan!')).toBeVisible();

    await signIn(await createUser());
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community' });
    const steps = dialog.getByRole('list', { name: 'Laluan pembelajaran' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText(first.title);
    await expect(steps.nth(0)).toContainText('mula di sini');
    await expect(steps.nth(1)).toContainText(second.title);
    await expect(steps.nth(1)).not.toContainText('mula di sini');
    await steps.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(`/learning/${first.id}`);
  });
});
