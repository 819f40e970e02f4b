import { randomUUID } from 'node:crypto';
import { buildWorkflow } from '../../../src/server/db/factories.js';
import { demoItem, withDb } from '../fixtures.js';
import { searchBox } from '../search-box.js';
import { expect, open, tap, test, typeInto } from './fixtures.js';

// Issue 34: a member's first second on a slow phone. Each journey acts the moment its control
// is painted, never after a wait, and looks only for what the action brings.

test.describe('[member] slow phone: controls answer from first paint', () => {
  test.use({ signedIn: true });

  test('Ctrl+K on the dashboard opens the search everywhere, and the words typed next land in it', async ({
    page,
  }) => {
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('gambar');
    const palette = page.getByRole('dialog', { name: 'Cari semua' });
    const box = palette.getByRole('combobox', { name: 'Cari alat, tutorial, workflow dan prompt' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('gambar');
    await expect(
      palette.getByRole('listbox', { name: 'Hasil carian' }).getByRole('option', {
        name: /^Midjourney/,
      }),
    ).toBeVisible();
  });

  test('Enter in the tools search box searches, and the search is among the recent ones', async ({
    page,
  }) => {
    const term = `carian${randomUUID().slice(0, 6)}`;
    await open(page, '/tools');
    const search = searchBox(page, 'Cari alat AI');
    await typeInto(search, term);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${term}$`));

    await search.fill('');
    const recent = page
      .getByRole('listbox', { name: 'Cadangan carian' })
      .getByRole('option', { name: term });
    await expect(recent).toBeVisible();
    await expect(recent).toHaveAccessibleDescription('Carian terkini');
  });

  test("a tool's save toggle, pressed at first paint, saves it for good", async ({ page }) => {
    const tool = await demoItem(page, 'tools');
    await open(page, `/tools/${tool.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await tap(page.getByRole('button', { name: 'Simpan', exact: true }));
    const saved = page.getByRole('button', { name: 'Disimpan', exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.reload({ waitUntil: 'commit' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
  });

  test('starts a workflow and completes its first step at first paint', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const steps = ['Jana idea', 'Reka visual'].map((task, i) => ({
      stepNumber: i + 1,
      task,
      description: `Huraian langkah ${i + 1}`,
      tools: ['ChatGPT'],
      alternatives: ['Claude'],
      prompts: [],
    }));
    const workflow = buildWorkflow({
      title: `Aliran Telefon ${tag}`,
      goal: `Matlamat ${tag}`,
      category: 'Agents',
      difficulty: 'Beginner',
      steps,
    });
    await withDb((db) => db.insertInto('workflows').values(workflow).execute());

    await open(page, `/workflows/${workflow.id}`);
    await tap(page.getByRole('link', { name: 'Start Workflow' }));
    await expect(page).toHaveURL(`/workflows/${workflow.id}/execute`);
    await tap(page.getByRole('button', { name: 'Complete & Next Step' }));
    const progress = page.getByRole('progressbar', { name: 'Kemajuan workflow' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('region', { name: 'Reka visual', exact: true })).toBeVisible();

    // Kept by the server: a reload resumes at the second step.
    await page.reload({ waitUntil: 'commit' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('region', { name: 'Reka visual', exact: true })).toBeVisible();
  });
});
