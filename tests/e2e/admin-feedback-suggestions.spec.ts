import { expect, test, unique } from './admin-fixtures.js';
import { withDb } from './fixtures.js';

const feedbackOf = (userId: string) =>
  withDb((db) => db.selectFrom('feedback').selectAll().where('user_id', '=', userId).execute());
const suggestionsOf = (userId: string) =>
  withDb((db) => db.selectFrom('suggestions').selectAll().where('user_id', '=', userId).execute());

test.describe('[admin] Feedback and Suggestions tabs', () => {
  test('handles a member’s feedback and completes their suggestion while the list updates live', async ({
    page,
    member,
    pageAs,
    createUser,
  }) => {
    test.slow(); // two browsers and a whole journey
    const run = unique();
    const message = `Carian ${run} tidak menunjukkan hasil.`;

    // The member sends feedback from AI Tools and suggests a tool.
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Hantar maklum balas' }).click();
    const sendDialog = page.getByRole('dialog', { name: 'Hantar Maklum Balas' });
    await sendDialog.getByRole('radio', { name: 'Bug report' }).check();
    await sendDialog.getByLabel('Mesej (pilihan)').fill(message);
    await sendDialog.getByRole('button', { name: 'Hantar', exact: true }).click();
    await expect(page.getByText('Thank you for your feedback! We appreciate it.')).toBeVisible();

    const firstTitle = `Alat ${run} pertama`;
    await page.goto('/suggest?type=tool');
    await page.getByLabel('Tajuk').fill(firstTitle);
    await page.getByLabel('Penerangan').fill('Pembantu AI yang meringkaskan mesyuarat.');
    await page.getByLabel('Laman Web (pilihan)').fill('https://contoh.my/alat');
    await page.getByLabel('Kenapa ia berguna?').fill('Menjimatkan masa ahli setiap hari.');
    await page.getByRole('button', { name: 'Hantar Cadangan' }).click();
    await expect(page.getByText('Suggestion Submitted!')).toBeVisible();

    // The admin opens the feedback: it becomes read.
    const admin = await pageAs(await createUser({ role: 'admin' }));
    await admin.goto('/admin?tab=feedback');
    await admin.getByLabel('Search feedback').fill(run);
    await expect(admin.getByText('Showing 1 feedback item', { exact: true })).toBeVisible();
    const row = admin.getByRole('listitem').filter({ hasText: message });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(row.getByText(`From: ${member.username}`)).toBeVisible();
    const details = admin.getByRole('dialog', { name: 'Feedback Details' });
    await row.getByRole('button', { name: `View feedback from ${member.username}` }).click();
    await expect(details).toBeVisible();
    await expect(details.getByText(message)).toBeVisible();
    await expect(
      details.getByRole('link', { name: '/tools (dibuka dalam tab baharu)', exact: true }),
    ).toHaveAttribute('href', '/tools');
    await expect(details.getByLabel('Status')).toHaveValue('read');
    await expect.poll(async () => (await feedbackOf(member.id))[0]?.status).toBe('read');

    // Sets it in progress, then saves a note that keeps that status.
    await details.getByLabel('Status').selectOption('in_progress');
    await expect(admin.getByText('Feedback updated')).toBeVisible();
    await expect(details.getByLabel('Status')).toHaveValue('in_progress');
    await details.getByLabel('Admin Notes').fill('Sedang disiasat oleh pasukan.');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await feedbackOf(member.id))[0]?.admin_notes)
      .toBe('Sedang disiasat oleh pasukan.');
    expect((await feedbackOf(member.id))[0]?.status).toBe('in_progress');
    await details.getByRole('button', { name: 'Tutup' }).click();
    await expect(row.getByText('In Progress', { exact: true })).toBeVisible();

    // Suggestions: the admin marks the suggestion completed, for good.
    await admin.getByRole('tab', { name: 'Suggestions' }).click();
    await admin.getByLabel('Search suggestions').fill(run);
    const first = admin.getByRole('listitem').filter({ hasText: firstTitle });
    await expect(first.getByText('Pending', { exact: true })).toBeVisible();
    const completed = first.getByRole('checkbox', { name: `Completed: ${firstTitle}` });
    await expect(completed).not.toBeChecked();
    await completed.check();
    await expect(admin.getByText('Suggestion marked as completed')).toBeVisible();
    await expect(completed).toBeChecked();
    await expect(completed).toBeDisabled();
    // The badge no longer says Pending; there is nothing left to approve.
    await expect(first.getByText('Pending', { exact: true })).toBeHidden();
    await expect(first.getByRole('button', { name: `Approve ${firstTitle}` })).toBeHidden();
    expect((await suggestionsOf(member.id)).map((s) => s.status)).toEqual(['completed']);

    // The member suggests another tool; it appears in the open panel without a reload.
    const secondTitle = `Alat ${run} kedua`;
    const sent = await page.request.post('/api/suggestions', {
      data: {
        type: 'workflow',
        title: secondTitle,
        description: 'Langkah demi langkah membuat video pendek.',
        reason: 'Ramai ahli bertanya tentang ini.',
      },
    });
    expect(sent.status()).toBe(201);
    const second = admin.getByRole('listitem').filter({ hasText: secondTitle });
    await expect(second.getByText('Pending', { exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: `Approve ${secondTitle}` })).toBeVisible();
    await expect(admin.getByText('Showing 2 suggestions')).toBeVisible();
  });
});
