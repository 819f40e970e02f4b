import { randomUUID } from 'node:crypto';
import { buildWorkflow } from '../../src/server/db/factories.js';
import { clipboardText, expect, test, withDb } from './fixtures.js';
import { searchBox } from './search-box.js';

const step = (stepNumber: number, task: string, tools: string[], prompts: string[] = []) => ({
  stepNumber,
  task,
  description: `Huraian langkah ${stepNumber}`,
  tools,
  alternatives: ['Claude'],
  prompts,
});
/** A demo prompt a step carries (issue 19). */
// A demo prompt with no blanks, so Salin copies it at once (blanks: beginner-search.spec.ts).
const STEP_PROMPT = 'Ringkasan Kertas Penyelidikan';

/** A workflow of the journey's own (a unique title), so parallel workers never race on it. */
async function insertWorkflow() {
  const tag = randomUUID().slice(0, 8);
  const steps = [
    step(1, 'Jana idea', ['ChatGPT', 'Gemini']),
    step(2, 'Reka visual', ['Canva', 'Adobe Firefly'], [STEP_PROMPT]),
    step(3, 'Jadualkan', ['Buffer', 'Zapier', 'ChatGPT']),
  ];
  const row = buildWorkflow({
    title: `Aliran Ujian ${tag}`,
    goal: `Matlamat ujian ${tag}`,
    // Not Writing: the tools journey counts the Writing workflows beside ChatGPT meanwhile.
    category: 'Agents',
    difficulty: 'Beginner',
    steps,
  });
  await withDb((db) => db.insertInto('workflows').values(row).execute());
  return { id: row.id, title: row.title, tag, steps };
}

test.describe('[member] workflows', () => {
  test.use({ signedIn: true });

  test('lists, searches, filters by difficulty and moves between category routes', async ({
    page,
  }) => {
    const workflow = await insertWorkflow();
    await page.goto('/workflows');
    // Other journeys add workflows meanwhile, so the whole list is only checked for its shape.
    const count = page.getByText(/^Showing \d+ workflows$/);
    await expect(count).toBeVisible();
    expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('link', { name: 'Suggest a Workflow' })).toHaveAttribute(
      'href',
      '/suggest?type=workflow',
    );

    // Search reaches the steps too, case-insensitively; the address keeps it.
    await searchBox(page, 'Cari workflow').fill(workflow.tag.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${workflow.tag.toUpperCase()}`));
    await expect(page.getByText('Showing 1 workflow', { exact: true })).toBeVisible();
    const card = page.getByRole('list', { name: 'AI Workflows' }).getByRole('listitem').first();
    await expect(card.getByRole('link', { name: workflow.title })).toBeVisible();
    // docs/product.md#limits: the workflow's 6 tools, 4 then '+2 more tools'.
    const chips = card.getByRole('list', { name: 'Alat' });
    await expect(chips.getByRole('button')).toHaveText([
      'ChatGPT',
      'Gemini',
      'Canva',
      'Adobe Firefly',
    ]);
    await expect(chips.getByText('+2 more tools')).toBeVisible();

    await page.getByLabel('Tahap').selectOption('Advanced');
    await expect(page).toHaveURL(/difficulty=Advanced/);
    await expect(page.getByText('No workflows found')).toBeVisible();
    await page.getByLabel('Tahap').selectOption('Beginner');
    await expect(page.getByText('Showing 1 workflow', { exact: true })).toBeVisible();

    // docs/product.md#routes-and-guards: the category filter navigates to /workflows/category/{c}, keeping the rest.
    await page.getByLabel('Kategori').selectOption('Agents');
    await expect(page).toHaveURL(
      new RegExp(
        `/workflows/category/Agents\\?q=${workflow.tag.toUpperCase()}&difficulty=Beginner$`,
      ),
    );
    await expect(page.getByRole('heading', { name: 'Workflow Ejen AI' })).toBeVisible();
    await expect(page.getByText('Showing 1 workflow', { exact: true })).toBeVisible();
    await page.getByLabel('Kategori').selectOption('Design');
    await expect(page).toHaveURL(/\/workflows\/category\/Design\?/);
    await expect(page.getByText('No workflows found')).toBeVisible();
    await page.getByLabel('Kategori').selectOption('all');
    await expect(page).toHaveURL(/\/workflows\?q=.*difficulty=Beginner$/);
    await expect(page.getByText('Showing 1 workflow', { exact: true })).toBeVisible();
  });

  test('a category with no workflows says so', async ({ page }) => {
    await page.goto('/workflows/category/Kosong');
    await expect(page.getByRole('heading', { name: 'Workflow Kosong' })).toBeVisible();
    await expect(page.getByText('Tiada workflow dalam kategori Kosong lagi.')).toBeVisible();
    await expect(page.getByLabel('Kategori')).toHaveValue('Kosong');
  });

  test('opens a workflow, and a tool chip leads to that tool', async ({ page }) => {
    const workflow = await insertWorkflow();
    await page.goto(`/workflows?q=${workflow.tag}`);
    await page.getByRole('link', { name: workflow.title }).click();
    await expect(page).toHaveURL(`/workflows/${workflow.id}`);
    await expect(page.getByRole('heading', { level: 1, name: workflow.title })).toBeVisible();
    await expect(page.getByText(`Matlamat ujian ${workflow.tag}`)).toBeVisible();
    const steps = page.getByRole('region', { name: 'Langkah-langkah' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Langkah 1 daripada 3: Jana idea',
      'Langkah 2 daripada 3: Reka visual',
      'Langkah 3 daripada 3: Jadualkan',
    ]);
    await expect(page.getByRole('link', { name: 'Start Workflow' })).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}/execute`,
    );

    const required = page.getByRole('list', { name: 'Alat Diperlukan' });
    await required.getByRole('button', { name: 'Canva' }).click();
    await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Canva' })).toBeVisible();
  });

  test('an unknown workflow says Workflow tidak dijumpai. with a way back', async ({ page }) => {
    await page.goto(`/workflows/${randomUUID()}`);
    await expect(page.getByText('Workflow tidak dijumpai.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
  });

  test('runs a workflow halfway, keeps it over a reload, resumes, finishes and shows it on the dashboard', async ({
    page,
    member,
  }) => {
    test.slow(); // a whole journey
    const workflow = await insertWorkflow();
    await page.goto(`/workflows/${workflow.id}`);
    await page.getByRole('link', { name: 'Start Workflow' }).click();
    await expect(page).toHaveURL(`/workflows/${workflow.id}/execute`);

    const progress = page.getByRole('progressbar', { name: 'Kemajuan workflow' });
    const timer = page.getByRole('timer');
    const [first, second, third] = workflow.steps.map((s) =>
      page.getByRole('region', { name: s.task, exact: true }),
    );
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(timer).toHaveText('00:00');
    await expect(page.getByRole('button', { name: 'Previous Step' })).toBeDisabled();
    await page.getByRole('button', { name: 'Mula pemasa', exact: true }).click();
    await expect(timer).toHaveText('00:01');

    await expect(first!).toBeVisible();
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/me/workflow-runs/${workflow.id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Complete & Next Step' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(second!).toBeVisible();
    await saved;

    // Issue 19: a reload continues the run where it was, the timer still counting.
    await page.reload();
    await expect(second!).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByRole('button', { name: 'Jeda pemasa', exact: true })).toBeVisible();
    await expect(timer).not.toHaveText('00:00');

    // A tool inside a step opens in a new tab; the run stays where it is.
    const chip = second!.getByRole('link', { name: /^Canva/ });
    await expect(chip).toHaveAttribute('target', '_blank');
    const opened = page.context().waitForEvent('page');
    await chip.click();
    const toolTab = await opened;
    await expect(toolTab.getByRole('heading', { level: 1, name: 'Canva' })).toBeVisible();
    await toolTab.close();
    await expect(page).toHaveURL(`/workflows/${workflow.id}/execute`);
    await expect(second!).toBeVisible();

    // The step's prompt from the library: copied from the step, or opened in an AI chat.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const prompts = second!.getByRole('region', { name: 'Prompt untuk langkah ini: Reka visual' });
    const copied = page.waitForResponse((r) => /\/api\/prompts\/[^/]+\/copy$/.test(r.url()));
    await prompts.getByRole('button', { name: `Salin prompt: ${STEP_PROMPT}` }).click();
    await expect(page.getByText('Prompt disalin!')).toBeVisible();
    expect((await copied).status()).toBe(204);
    const text = await clipboardText(page);
    expect(text.length).toBeGreaterThan(20);
    await expect(prompts.getByRole('link', { name: /dalam ChatGPT/ })).toHaveAttribute(
      'href',
      `https://chatgpt.com/?q=${encodeURIComponent(text)}`,
    );

    // The workflow page and the dashboard offer to continue it.
    await page.goto(`/workflows/${workflow.id}`);
    await expect(page.getByRole('link', { name: 'Sambung: langkah 2 daripada 3' })).toBeVisible();
    await page.goto('/dashboard');
    const resume = page
      .getByRole('region', { name: 'Sambung belajar' })
      .getByRole('link', { name: new RegExp(workflow.title) });
    await expect(resume).toContainText('Sambung: langkah 2 daripada 3');
    await resume.click();
    await expect(page).toHaveURL(`/workflows/${workflow.id}/execute`);
    await expect(second!).toBeVisible();

    await page.getByRole('button', { name: 'Complete & Next Step' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(third!).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete & Next Step' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Workflow' }).click();

    // Finishing stops the timer and says what the run took.
    const done = page.getByRole('region', {
      name: 'Tahniah! Anda telah melengkapkan workflow ini.',
    });
    await expect(done).toContainText('Masa diambil');
    await expect(done).toContainText('Streak pembelajaran1 hari');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('3 / 3 langkah selesai (100%)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mula pemasa', exact: true })).toBeVisible();
    await expect(timer).not.toHaveText('00:00');

    // The completion is recorded for this member (docs/product.md#data-model user interaction 'complete').
    const rows = await withDb((db) =>
      db
        .selectFrom('interactions')
        .select(['item_id', 'item_type', 'interaction_type'])
        .where('user_id', '=', member.id)
        .where('item_type', '=', 'workflow')
        .execute(),
    );
    expect(rows).toEqual([
      { item_id: workflow.id, item_type: 'workflow', interaction_type: 'complete' },
    ]);

    // The dashboard shows the effort.
    await done.getByRole('link', { name: 'Ke Dashboard' }).click();
    const runs = page.getByRole('region', { name: 'Sambung belajar' });
    await expect(runs).toContainText('Workflow selesai: 1');
    await expect(runs.getByRole('link', { name: workflow.title })).toBeVisible();
    await expect(runs.getByText('Sambung: langkah')).toHaveCount(0);

    // Reset starts over, also after a reload.
    await page.goto(`/workflows/${workflow.id}/execute`);
    await expect(done).toBeVisible();
    const forgotten = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/me/workflow-runs/${workflow.id}`) &&
        r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(timer).toHaveText('00:00');
    await expect(first!).toBeVisible();
    await forgotten;
    await page.reload();
    await expect(first!).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(done).toHaveCount(0);
  });
});
