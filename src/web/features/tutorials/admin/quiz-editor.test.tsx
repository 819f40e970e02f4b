// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminQuizResponse, SaveQuizRequest } from '@shared/quizzes';
import { apiError, reply, stubApi } from '../../../lib/test-api';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { QUIZ_EDITOR_MESSAGES as M } from './messages';
import { QuizEditor } from './quiz-editor';

// Issue 21: the admin's quiz editor under a tutorial's edit form.
setupAdminTests();

const saved = (quiz: SaveQuizRequest): AdminQuizResponse => ({
  quiz: {
    passMark: quiz.passMark,
    questions: quiz.questions.map((q) => ({ ...q, explanation: q.explanation ?? null })),
    updatedAt: '2026-11-27T03:00:00.000Z',
  },
});
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('QuizEditor (issue 21)', () => {
  it('writes a quiz from nothing: questions, choices, the right one, an explanation', async () => {
    let put: unknown;
    stubApi({
      'GET /api/admin/tutorials/:id/quiz': () => ({ quiz: null }),
      'PUT /api/admin/tutorials/:id/quiz': ({ body }) => {
        put = body;
        return saved(body as SaveQuizRequest);
      },
    });
    renderAdmin(<QuizEditor tutorialId="t1" />);
    fireEvent.click(await screen.findByRole('button', { name: M.add }));
    type(M.question(1), 'Apakah prompt?');
    type(M.choice(1, 1), 'Arahan kepada AI');
    type(M.choice(1, 2), 'Sejenis kamera');
    fireEvent.click(screen.getByRole('button', { name: M.addChoice(1) }));
    type(M.choice(1, 3), 'Bahasa pengaturcaraan');
    fireEvent.click(screen.getByRole('radio', { name: M.rightChoice(1, 1) }));
    type(M.explanation(1), 'Arahan yang anda beri kepada AI.');
    type(M.passMark, '60');
    fireEvent.click(screen.getByRole('button', { name: M.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    expect(put).toEqual({
      passMark: 60,
      questions: [
        {
          question: 'Apakah prompt?',
          choices: ['Arahan kepada AI', 'Sejenis kamera', 'Bahasa pengaturcaraan'],
          answer: 0,
          explanation: 'Arahan yang anda beri kepada AI.',
        },
      ],
    });
  });

  it("shows the server's reason when it refuses the quiz", async () => {
    stubApi({
      'GET /api/admin/tutorials/:id/quiz': () => ({ quiz: null }),
      'PUT /api/admin/tutorials/:id/quiz': () =>
        apiError(400, 'Pick the right choice of each question', 'validation_failed'),
    });
    renderAdmin(<QuizEditor tutorialId="t1" />);
    fireEvent.click(await screen.findByRole('button', { name: M.add }));
    type(M.question(1), 'Tanpa jawapan?');
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pick the right choice of each question',
    );
  });

  it('loads the quiz there is, and removes it after a second press', async () => {
    const requests = stubApi({
      'GET /api/admin/tutorials/:id/quiz': () =>
        saved({
          passMark: 70,
          questions: [
            { question: 'Satu?', choices: ['Ya', 'Tidak'], answer: 1, explanation: null },
          ],
        }),
      'DELETE /api/admin/tutorials/:id/quiz': () => reply(204),
    });
    renderAdmin(<QuizEditor tutorialId="t1" />);
    expect(((await screen.findByLabelText(M.question(1))) as HTMLInputElement).value).toBe('Satu?');
    expect(
      (screen.getByRole('radio', { name: M.rightChoice(1, 2) }) as HTMLInputElement).checked,
    ).toBe(true);
    // Every question taken out: the quiz is still there, and so are its form and Remove.
    fireEvent.click(screen.getByRole('button', { name: M.removeQuestion(1) }));
    expect(screen.queryByText(M.none)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.remove }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: M.confirmRemove }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.removed));
    expect(await screen.findByText(M.none)).toBeTruthy();
  });
});
