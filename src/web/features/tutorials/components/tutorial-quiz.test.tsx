// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberQuizResponse, QuizAttemptResponse } from '@shared/quizzes';
import { renderWithClient } from '../../../lib/test-render';
import { apiError, stubApi, type ApiRequest } from '../../../lib/test-api';
import { QUIZ_MESSAGES_WEB as M } from '../messages';
import { TutorialQuiz } from './tutorial-quiz';

// Issue 21: the member's side of a tutorial's quiz; the server (faked here) marks it.
const QUIZ: MemberQuizResponse = {
  passMark: 70,
  questions: [
    { question: 'Apakah prompt?', choices: ['Arahan kepada AI', 'Sejenis kamera'] },
    { question: 'Perlukah hasil AI disemak?', choices: ['Tidak', 'Ya, sentiasa'] },
  ],
  result: null,
};
const RIGHT = [0, 1];

let requests: ApiRequest[];
beforeEach(() => {
  requests = stubApi({
    'GET /api/tutorials/:id/quiz': () => QUIZ,
    'POST /api/tutorials/:id/quiz/attempts': ({ body }): QuizAttemptResponse => {
      const { answers } = body as { answers: number[] };
      const results = RIGHT.map((answer, i) => ({
        correct: answers[i] === answer,
        answer,
        explanation: i === 1 ? 'AI boleh tersilap.' : null,
      }));
      const score = results.filter((r) => r.correct).length;
      const percent = Math.floor((score * 100) / 2);
      return {
        score,
        total: 2,
        percent,
        passed: percent >= 70,
        results,
        best: { bestPercent: percent, attempts: 1, passed: percent >= 70, passedAt: null },
      };
    },
  });
});
afterEach(cleanup);

const question = (n: number) => screen.getByRole('group', { name: new RegExp(`Soalan ${n} `) });
const choose = (n: number, choice: string) =>
  fireEvent.click(within(question(n)).getByRole('radio', { name: choice }));

describe('Uji kefahaman (issue 21)', () => {
  it('asks every question first, then shows the score, each right answer and its explanation', async () => {
    renderWithClient(<TutorialQuiz tutorialId="t1" />);
    await screen.findByRole('region', { name: M.heading });
    expect(screen.getByText(M.intro(70, 2))).toBeTruthy();

    choose(1, 'Arahan kepada AI');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(screen.getByRole('alert').textContent).toBe(M.answerEvery);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    choose(2, 'Tidak');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toBe(`${M.score(1, 2, 50)}. ${M.failed(70)}`);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ answers: [0, 0] });
    expect(within(question(1)).getByText(M.correct)).toBeTruthy();
    expect(within(question(2)).getByText(M.wrong('Ya, sentiasa'))).toBeTruthy();
    expect(within(question(2)).getByText('AI boleh tersilap.')).toBeTruthy();
    expect(screen.getByText(M.best(50, false))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: M.retry }));
    choose(1, 'Arahan kepada AI');
    choose(2, 'Ya, sentiasa');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${M.score(2, 2, 100)}. ${M.passed}`),
    );
  });

  it('shows nothing for a tutorial without a quiz', async () => {
    stubApi({ 'GET /api/tutorials/:id/quiz': () => apiError(404, 'Tutorial ini tiada kuiz.') });
    const { container, client } = renderWithClient(<TutorialQuiz tutorialId="t2" />);
    // The answer has come (a tutorial without a quiz is not an error), and nothing shows.
    await waitFor(() =>
      expect(client.getQueryState(['tutorials', 'detail', 't2', 'quiz'])?.status).toBe('success'),
    );
    expect(container.innerHTML).toBe('');
  });
});
