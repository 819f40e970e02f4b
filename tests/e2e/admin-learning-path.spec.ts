import { buildTutorial } from '../../src/server/db/factories.js';
import { expect, test, unique } from './admin-fixtures.js';
import { withDb } from './fixtures.js';

test.describe('[admin] categories and learning path', () => {
  // The learning path is one for the whole app: these journeys take turns on it.
  test.describe.configure({ mode: 'default' });

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

    // docs/product.md#limits: a blank name is not added.
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
    // docs/decisions/014-the-categories-table-is-the-list.md: the tutorial filed under the old name moved with it.
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

  test('adds and removes tutorials from their cards, refuses a fourth, and the dialog numbers the path 1..n', async ({
    page,
    openAdminTab,
    createUser,
    signIn,
  }) => {
    const tag = unique();
    const make = (name: string) =>
      buildTutorial({ title: `Laluan ${name} ${tag}`, category: 'Writing' });
    const [a, b, c, d] = [make('Alfa'), make('Bravo'), make('Charlie'), make('Delta')] as const;
    await withDb(async (db) => {
      await db.insertInto('tutorials').values([a, b, c, d]).execute();
      await db.deleteFrom('learning_path').execute();
    });

    const tutorials = await openAdminTab('tutorials');
    await tutorials.getByRole('searchbox', { name: 'Search tutorials' }).fill(tag);
    const cardOf = (title: string) =>
      tutorials.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    // The search has narrowed the list to the journey's four (it reloads the list when it does).
    await expect(tutorials.getByRole('heading', { level: 3 })).toHaveCount(4);

    // docs/product.md#errors-and-messages: each add takes the lowest free position; docs/product.md#errors-and-messages: 'Added' with the position.
    for (const [i, tutorial] of [a, b, c].entries()) {
      const add = tutorials.getByRole('button', { name: `Add to Path: ${tutorial.title}` });
      // WCAG 2.5.3: the name starts with what the button shows.
      await expect(add).toHaveText('Add to Path');
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByText(`${tutorial.title} is now at position ${i + 1} in the learning path.`),
      ).toBeVisible();
      await expect(cardOf(tutorial.title).getByText(`Learning Path #${i + 1}`)).toBeVisible();
      await expect(
        tutorials.getByRole('button', { name: `Remove from Path: ${tutorial.title}` }),
      ).toBeFocused();
    }

    await tutorials.getByRole('button', { name: `Add to Path: ${d.title}` }).click();
    await expect(
      page.getByText('Maximum 3 tutorials allowed in learning path. Remove one first.'),
    ).toBeVisible();
    await expect(cardOf(d.title).getByText(/Learning Path #/)).toHaveCount(0);

    // Removing the second moves the third up: positions stay 1..n. By keyboard: scrolled into
    // view, the button sits at the top of the page, where the refusal's toast is still sliding in
    // and would take a pointer's click.
    await tutorials.getByRole('button', { name: `Remove from Path: ${b.title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${b.title} is no longer in the learning path.`)).toBeVisible();
    await expect(cardOf(c.title).getByText('Learning Path #2')).toBeVisible();
    await expect(tutorials.getByRole('button', { name: `Add to Path: ${b.title}` })).toBeVisible();

    // The Learning Path tab shows the same; saving with an empty slot between two closes it.
    await page.getByRole('tab', { name: 'Learning Path' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Learning Path' });
    await expect(tab.getByLabel('Tutorial slot 1')).toHaveValue(a.id);
    await expect(tab.getByLabel('Tutorial slot 2')).toHaveValue(c.id);
    await expect(tab.getByLabel('Tutorial slot 3')).toHaveValue('');
    await tab.getByLabel('Tutorial slot 2').selectOption({ label: 'Tiada' });
    await tab.getByRole('searchbox', { name: 'Cari tutorial untuk slot 3' }).fill(`Delta ${tag}`);
    await tab.getByLabel('Tutorial slot 3').selectOption({ label: `${d.title} (Writing)` });
    await tab.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Laluan pembelajaran berjaya disimpan!')).toBeVisible();
    await expect(tab.getByLabel('Tutorial slot 2')).toHaveValue(d.id);
    await expect(tab.getByLabel('Tutorial slot 3')).toHaveValue('');

    // The member's Community dialog reads Langkah 1 and Langkah 2, never Langkah 3.
    await signIn(await createUser());
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community' });
    const steps = dialog.getByRole('list', { name: 'Laluan pembelajaran' }).getByRole('link');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toHaveAccessibleName(new RegExp(`^Langkah 1:\\s*${a.title}`));
    await expect(steps.nth(1)).toHaveAccessibleName(new RegExp(`^Langkah 2:\\s*${d.title}`));
  });
});
