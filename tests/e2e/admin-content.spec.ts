import type { Locator, Page } from '@playwright/test';
import { expect, overflowOf, test, unique } from './admin-fixtures.js';

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The number on one of the Manage Prompts stat cards. */
async function statOf(page: Page, key: 'total' | 'categories' | 'thisWeek') {
  const text = (await page.getByTestId(`prompt-stat-${key}`).textContent()) ?? '';
  return Number.parseInt(text, 10);
}

test.describe('[admin] tutorials', () => {
  test('adds a tutorial whose steps are renumbered after a removal; a member sees it', async ({
    page,
    openAdminTab,
    pageAs,
    createUser,
  }) => {
    test.slow(); // two browsers and a whole journey
    const title = `Tutorial E2E ${unique()}`;
    const panel = await openAdminTab('tutorials');
    await panel.getByRole('button', { name: 'Add Tutorial' }).click();
    await expect(panel.getByRole('button', { name: 'Add Tutorial' })).toHaveCount(0);

    await textbox(panel, 'Title').fill(title);
    await panel.getByLabel('Category').selectOption('Writing');
    await panel.getByLabel('Difficulty').selectOption('Pertengahan');
    await textbox(panel, 'Description').fill('Tutorial yang ditambah oleh ujian pelayar.');
    await textbox(panel, 'Duration').fill('25 minit');
    await textbox(panel, 'Instructor').fill('Cikgu Ujian');
    // A pasted address is taken for its video id (docs/product.md#limits: youtube_id).
    await textbox(panel, 'YouTube ID or link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    const addStep = panel.getByRole('button', { name: 'Add Step' });
    await addStep.click();
    await textbox(panel, 'Step 1 Title').fill('Buka akaun');
    const tools = panel.getByRole('combobox', { name: 'Tool name for Step 1 tools' });
    await tools.fill('Alat Langkah');
    await tools.press('Enter');
    await expect(
      panel.getByRole('button', { name: 'Remove Alat Langkah from Step 1 tools' }),
    ).toBeVisible();
    await addStep.click();
    await textbox(panel, 'Step 2 Title').fill('Langkah dibuang');
    await addStep.click();
    await textbox(panel, 'Step 3 Title').fill('Tulis prompt pertama');

    // docs/product.md#errors-and-messages: removing step 2 renumbers the one after it.
    await panel.getByRole('button', { name: 'Remove step 2' }).click();
    await expect(textbox(panel, 'Step 3 Title')).toHaveCount(0);
    await expect(textbox(panel, 'Step 2 Title')).toHaveValue('Tulis prompt pertama');
    await expect(textbox(panel, 'Step 2 Title')).toBeFocused();

    await panel.getByRole('button', { name: 'Add Resource' }).click();
    await textbox(panel, 'Resource 1 title').fill('Panduan rasmi');
    await panel.getByRole('textbox', { name: 'Resource 1 URL' }).fill('https://contoh.my/panduan');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added successfully')).toBeVisible();

    await panel.getByRole('searchbox', { name: 'Search tutorials' }).fill(title);
    await expect(panel.getByText('Showing 1 tutorial', { exact: true })).toBeVisible();
    const card = panel.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('2 steps')).toBeVisible();
    await expect(card.getByText('Instructor: Cikgu Ujian')).toBeVisible();

    // A member finds it on /learning, with the two steps in order.
    const member = await pageAs(await createUser());
    await member.goto(`/learning?q=${encodeURIComponent(title)}`);
    await expect(member.getByText('Showing 1 tutorial', { exact: true })).toBeVisible();
    await member.getByRole('link', { name: title, exact: true }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const steps = member.getByRole('list', { name: 'Langkah-langkah' }).locator(':scope > li');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Buka akaun');
    await expect(steps.nth(0)).toContainText('Alat Langkah');
    await expect(steps.nth(1)).toContainText('Tulis prompt pertama');
  });
});

test.describe('[admin] workflows', () => {
  test('adds a workflow with a difficulty level, then edits it as free text', async ({
    page,
    openAdminTab,
  }) => {
    const title = `Aliran E2E ${unique()}`;
    const panel = await openAdminTab('workflows');
    await panel.getByRole('button', { name: 'Add Workflow' }).click();

    // docs/product.md#limits: title and category are required on add.
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Title is required' })).toBeVisible();

    await textbox(panel, 'Title').fill(title);
    await textbox(panel, 'Goal').fill('Siapkan laporan mingguan');
    await panel.getByLabel('Category').selectOption('Productivity');
    // Add: the difficulty is one of the three levels.
    await panel.getByLabel('Difficulty').selectOption('Intermediate');
    await textbox(panel, 'Estimated Time').fill('45 minit');
    await panel.getByRole('button', { name: 'Add Step' }).click();
    await textbox(panel, 'Step 1 Task').fill('Kumpul data');
    const tools = panel.getByRole('combobox', { name: 'Tool name for Step 1 tools' });
    await tools.fill('Alat Data');
    await tools.press('Enter');
    const alternatives = panel.getByRole('combobox', {
      name: 'Tool name for Step 1 alternatives',
    });
    await alternatives.fill('Alat Ganti');
    await alternatives.press('Enter');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added successfully')).toBeVisible();

    await panel.getByRole('searchbox', { name: 'Search workflows' }).fill(title);
    await expect(panel.getByText('Showing 1 workflow', { exact: true })).toBeVisible();
    const card = panel.getByRole('listitem').filter({ hasText: 'Estimated time: 45 minit' });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText('Intermediate')).toBeVisible();
    await expect(card.getByText('1 step', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tools' })).toHaveText('Alat Data');

    // Edit: the difficulty is free text, and the steps come back as saved.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(panel.getByRole('button', { name: 'Add Workflow' })).toHaveCount(0);
    const difficulty = panel.getByRole('textbox', { name: 'Difficulty', exact: true });
    await expect(difficulty).toHaveValue('Intermediate');
    await expect(textbox(panel, 'Step 1 Task')).toHaveValue('Kumpul data');
    await expect(
      panel.getByRole('button', { name: 'Remove Alat Ganti from Step 1 alternatives' }),
    ).toBeVisible();
    await difficulty.fill('Sederhana sahaja');
    await textbox(panel, 'Title').fill(`${title} (dikemaskini)`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item updated successfully')).toBeVisible();
    await expect(card.getByRole('heading', { name: `${title} (dikemaskini)` })).toBeVisible();
    await expect(card.getByText('Sederhana sahaja')).toBeVisible();
  });
});

test.describe('[admin] prompts', () => {
  test('adds a prompt with a custom tool typed + Enter, the stats go up, then deletes it', async ({
    page,
    openAdminTab,
  }) => {
    const title = `Prompt E2E ${unique()}`;
    const tool = `Alat Khas ${unique()}`;
    const panel = await openAdminTab('prompts');
    await expect(panel.getByRole('heading', { name: 'Manage Prompts' })).toBeVisible();
    const stats = panel.getByRole('region', { name: 'Prompt statistics' });
    await expect(stats.getByText('Total Prompts')).toBeVisible();
    await expect(page.getByTestId('prompt-stat-total')).toHaveText(/^\d+$/);
    const before = await statOf(page, 'total');

    await panel.getByRole('button', { name: 'Add Prompt' }).click();
    await textbox(panel, 'Title').fill(title);
    await textbox(panel, 'Description').fill('x'.repeat(120));
    await textbox(panel, 'Prompt Text').fill('Tulis kapsyen Instagram untuk {produk}.');
    await panel.getByLabel('Category').selectOption('Marketing');
    await expect(panel.getByLabel('Difficulty')).toHaveValue('Pemula');

    // docs/product.md#limits: Enter in the tool picker adds the typed name; it does not submit the form.
    const tools = panel.getByRole('combobox', { name: 'Tool name for Compatible Tools' });
    await tools.fill(tool);
    await tools.press('Enter');
    await expect(
      panel.getByRole('button', { name: `Remove ${tool} from Compatible Tools` }),
    ).toBeVisible();
    await expect(tools).toHaveValue('');
    await expect(panel.getByRole('heading', { name: 'Add Prompt' })).toBeVisible();
    await expect(page.getByText('Item added successfully')).toHaveCount(0);
    await tools.fill(tool.toUpperCase());
    await tools.press('Enter');
    await expect(panel.getByText(`${tool.toUpperCase()} is already selected.`)).toBeVisible();
    await tools.fill('');
    await panel.getByRole('button', { name: 'ChatGPT', pressed: false }).click();
    await panel.getByRole('button', { name: 'Claude', pressed: false }).click();
    // The last usage-tip row stays.
    await expect(panel.getByRole('button', { name: 'Remove usage tip 1' })).toBeDisabled();
    await textbox(panel, 'Usage tip 1').fill('Gantikan {produk} dengan nama produk anda');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added successfully')).toBeVisible();
    await expect.poll(() => statOf(page, 'total')).toBeGreaterThan(before);

    await panel.getByRole('searchbox', { name: 'Search prompts' }).fill(title);
    await expect(panel.getByText('Showing 1 prompt', { exact: true })).toBeVisible();
    const card = panel.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText(`${'x'.repeat(100)}...`)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tools' })).toHaveText(`${tool}ChatGPT+1`);
    await expect(card.getByText('Marketing')).toBeVisible();
    await expect(card.getByTestId('image-placeholder')).toBeVisible();

    const added = await statOf(page, 'total');
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${title}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Prompt deleted successfully')).toBeVisible();
    await expect(panel.getByText('No prompts found')).toBeVisible();
    await expect.poll(() => statOf(page, 'total')).toBeLessThan(added);
  });
});

test.describe('[admin] content forms on small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the workflow form with a step and the prompts tab fit 375 px', async ({
    page,
    openAdminTab,
  }) => {
    const panel = await openAdminTab('workflows');
    await panel.getByRole('button', { name: 'Add Workflow' }).click();
    await panel.getByRole('button', { name: 'Add Step' }).click();
    await expect(textbox(panel, 'Step 1 Task')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('combobox', { name: 'Tool name for Step 1 tools' })).toBeFocused();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);

    const prompts = await openAdminTab('prompts');
    await expect(prompts.getByText('This Week')).toBeVisible();
    await expect(prompts.getByText(/^Showing \d+ prompts$/)).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await prompts.getByRole('button', { name: 'Add Prompt' }).click();
    await expect(prompts.getByRole('group', { name: 'Suggested tools' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
