import { randomUUID } from 'node:crypto';
import { buildTutorial } from '../../src/server/db/factories.js';
import { expect, test, withDb } from './fixtures.js';

// Issue 21: a quiz after a tutorial, marked on the server; passing marks the tutorial Selesai and
// shows on the dashboard.

test.describe('[member] Uji kefahaman', () => {
  test.use({ signedIn: true });

  test('a wrong answer fails with the explanation, a retry passes, the tutorial is Selesai and the dashboard counts it', async ({
    page,
  }) => {
    const tutorial = buildTutorial({ title: `Tutorial Berkuiz ${randomUUID().slice(0, 8)}` });
    await withDb(async (db) => {
      await db.insertInto('tutorials').values(tutorial).execute();
      await db
        .insertInto('tutorial_quizzes')
        .values({
          tutorial_id: tutorial.id,
          pass_mark: 70,
          questions: JSON.stringify([
            {
              question: 'Apakah prompt?',
              choices: ['Arahan kepada AI', 'Sejenis kamera'],
              answer: 0,
              explanation: null,
            },
            {
              question: 'Perlukah hasil AI disemak?',
              choices: ['Tidak', 'Ya, sentiasa'],
              answer: 1,
              explanation: 'AI boleh tersilap: semak fakta sebelum guna.',
            },
          ]),
          updated_at: new Date().toISOString(),
        })
        .execute();
    });

    await page.goto(`/learning/${tutorial.id}`);
    const quiz = page.getByRole('region', { name: 'Uji kefahaman' });
    await expect(quiz.getByText('2 soalan. Lulus dengan 70% atau lebih')).toBeVisible();
    // The right answers are not in the page before an attempt.
    await expect(page.getByText('semak fakta sebelum guna')).toHaveCount(0);

    const answer = (n: number, choice: string) =>
      quiz
        .getByRole('group', { name: new RegExp(`Soalan ${n} `) })
        .getByRole('radio', { name: choice })
        .check();
    await answer(1, 'Arahan kepada AI');
    await answer(2, 'Tidak');
    await quiz.getByRole('button', { name: 'Hantar jawapan' }).click();
    await expect(quiz.getByRole('status')).toHaveText(
      'Markah anda: 1/2 (50%). Belum lulus. Anda perlukan 70% untuk lulus. Cuba lagi!',
    );
    await expect(quiz.getByText('Salah. Jawapan betul: Ya, sentiasa')).toBeVisible();
    await expect(quiz.getByText('AI boleh tersilap: semak fakta sebelum guna.')).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('not_started');

    await quiz.getByRole('button', { name: 'Cuba lagi' }).click();
    await answer(1, 'Arahan kepada AI');
    await answer(2, 'Ya, sentiasa');
    await quiz.getByRole('button', { name: 'Hantar jawapan' }).click();
    await expect(quiz.getByRole('status')).toContainText('Tahniah, anda lulus!');
    await expect(quiz.getByText('Markah terbaik anda: 100% · Lulus')).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed');

    await page.goto('/dashboard');
    const milestones = page.getByRole('region', { name: 'Pencapaian' });
    await expect(milestones.getByText('Kuiz lulus: 1')).toBeVisible();
    await expect(milestones.getByText('Kuiz pertama lulus')).toBeVisible();
  });
});
