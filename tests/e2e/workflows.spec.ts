import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { buildWorkflow } from '../../src/server/db/factories.js';
import type { WorkflowListResponse, WorkflowResponse } from '../../src/shared/workflows.js';
import { expect, test, withDb } from './fixtures.js';
import { searchBox } from './search-box.js';

const step = (stepNumber: number, task: string, tools: string[]) => ({
  stepNumber,
  task,
  description: `Huraian langkah ${stepNumber}`,
  tools,
  alternatives: ['Claude'],
});

/** A workflow of the journey's own (a unique title), so parallel workers never race on it. */
async function insertWorkflow() {
  const tag = randomUUID().slice(0, 8);
  const steps = [
    step(1, 'Jana idea', ['ChatGPT', 'Gemini']),
    step(2, 'Reka visual', ['Canva', 'Adobe Firefly']),
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

/**
 * A demo workflow of exactly 3 steps, found through the API; one of our own when the seed has
 * none. Running it writes only rows of the journey's own member.
 */
async function threeStepWorkflow(page: Page): Promise<Pick<WorkflowResponse, 'id' | 'steps'>> {
  const res = await page.request.get('/api/workflows?limit=100');
  const { items } = (await res.json()) as WorkflowListResponse;
  const seeded = items.find((w) => w.stepCount === 3 && !w.title.startsWith('Aliran Ujian'));
  // A list's cards carry the step count only; the steps come with the workflow itself.
  if (seeded) {
    const detail = await page.request.get(`/api/workflows/${seeded.id}`);
    return (await detail.json()) as WorkflowResponse;
  }
  const own = await insertWorkflow();
  return { id: own.id, steps: own.steps };
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
    await expect(page.getByRole('heading', { name: 'Agents Workflows' })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Kosong Workflows' })).toBeVisible();
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

  test('runs a 3-step workflow to completion with the timer running', async ({ page, member }) => {
    const workflow = await threeStepWorkflow(page);
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
    await page.getByRole('button', { name: 'Complete & Next Step' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(second!).toBeVisible();
    await page.getByRole('button', { name: 'Complete & Next Step' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(third!).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete & Next Step' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Workflow' }).click();

    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('3 / 3 langkah selesai (100%)')).toBeVisible();
    await expect(page.getByText('Tahniah! Anda telah melengkapkan workflow ini.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jeda pemasa', exact: true })).toBeVisible();
    await expect(timer).not.toHaveText('00:00');

    // The completion is recorded for this member (docs/product.md#data-model user interaction 'complete').
    const rows = await withDb((db) =>
      db
        .selectFrom('interactions')
        .select(['item_id', 'item_type', 'interaction_type'])
        .where('user_id', '=', member.id)
        .execute(),
    );
    expect(rows).toEqual([
      { item_id: workflow.id, item_type: 'workflow', interaction_type: 'complete' },
    ]);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(timer).toHaveText('00:00');
    await expect(first!).toBeVisible();
  });
});
