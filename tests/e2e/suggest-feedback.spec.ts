import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SUGGESTION_MESSAGES } from '../../src/shared/suggestions.js';
import { expect, test, withDb } from './fixtures.js';

const suggestionsOf = (userId: string) =>
  withDb((db) => db.selectFrom('suggestions').selectAll().where('user_id', '=', userId).execute());

async function fillSuggestion(page: Page, title: string, description: string) {
  await page.getByLabel('Tajuk').fill(title);
  await page.getByLabel('Penerangan').fill(description);
  await page.getByLabel('Laman Web (pilihan)').fill('https://contoh.my/alat');
  await page.getByLabel('Kenapa ia berguna?').fill('Menjimatkan masa ahli setiap hari.');
}

test.describe('[member] Suggest Content', () => {
  test('suggests a tool from AI Tools and lands back there after 2 seconds', async ({
    page,
    member,
  }) => {
    const title = `Alat Cadangan ${randomUUID().slice(0, 8)}`;
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Suggest a Tool' }).click();
    await expect(page).toHaveURL(/\/suggest\?type=tool$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest Content' })).toBeVisible();
    // 'Suggest a Tool' comes with the type already chosen.
    await expect(page.getByLabel('Jenis Kandungan')).toHaveValue('tool');
    await fillSuggestion(page, title, 'Pendek');
    await expect(page.getByText('6/500')).toBeVisible();
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    // The rule shows beside the field and in the validation toast (docs/product.md#errors-and-messages); nothing is sent.
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByLabel('Penerangan')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#suggest-description-error')).toHaveText(
      SUGGESTION_MESSAGES.descriptionTooShort,
    );
    expect(await suggestionsOf(member.id)).toHaveLength(0);

    await page.getByLabel('Penerangan').fill('Pembantu AI yang meringkaskan mesyuarat.');
    await expect(page.locator('#suggest-description-error')).toHaveCount(0);
    // Timed from before the click: the way back comes 2 s after the answer, so however slow the
    // machine, at least 2 s pass (an early return would not).
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    await expect(page.getByText('Suggestion Submitted!')).toBeVisible();
    await expect(
      page.getByText("Thank you for your suggestion! We'll review it soon."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tools$/);
    // docs/product.md#limits: back one page after 2 seconds (not at once).
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);

    const rows = await suggestionsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'tool',
      title,
      status: 'pending',
      website: 'https://contoh.my/alat',
    });
  });

  test('a ?type link preselects the type; opened directly it ends on the dashboard', async ({
    page,
    member,
  }) => {
    await page.goto('/suggest?type=workflow');
    await expect(page.getByLabel('Jenis Kandungan')).toHaveValue('workflow');
    await fillSuggestion(page, 'Workflow cadangan', 'Langkah demi langkah membuat video pendek.');
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    await expect(page.getByText('Suggestion Submitted!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await suggestionsOf(member.id)).map((r) => r.type)).toEqual(['workflow']);
  });
});

test.describe('[member] Feedback button', () => {
  test('sends a bug report about the current page', async ({ page, member }) => {
    await page.goto('/tools?q=chat');
    await page.getByRole('button', { name: 'Hantar maklum balas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hantar Maklum Balas' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Hantar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please select a feedback type and add a message',
    );
    await expect(page.getByText('Validation Error')).toBeVisible();

    await dialog.getByRole('radio', { name: 'Bug report' }).check();
    await dialog.getByLabel('Mesej (pilihan)').fill('Carian tidak menunjukkan hasil.');
    await expect(dialog.getByText('31/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hantar', exact: true }).click();
    await expect(page.getByText('Thank you for your feedback! We appreciate it.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const rows = await withDb((db) =>
      db.selectFrom('feedback').selectAll().where('user_id', '=', member.id).execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      feedback_type: 'bug',
      message: 'Carian tidak menunjukkan hasil.',
      page_url: '/tools?q=chat',
      status: 'new',
    });
    expect(rows[0]?.user_agent).toContain('Chrome');
  });
});
