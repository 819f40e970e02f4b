// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  kualaLumpurClock,
  QUIZ_MESSAGES,
  quizPassed,
  quizPercent,
  type MemberQuizResponse,
  type QuizAttemptResponse,
  type QuizResult,
} from '@shared/quizzes';
import { renderWithClient } from '../../../lib/test-render';
import { apiError, stubApi, type ApiRequest } from '../../../lib/test-api';
import { QUIZ_MESSAGES_WEB as M } from '../messages';
import { TutorialQuiz } from './tutorial-quiz';

// Issue 21: the member's side of a tutorial's quiz; the server (faked here) marks it. Issue 31:
// wrong answers marked without the right ones, a wait after a failed attempt, the right answers
// and explanations after a pass.
// At 80%, both answers must be right (quizPassScore: 2 of 2).
const QUIZ: MemberQuizResponse = {
  passMark: 80,
  questions: [
    { question: 'Apakah prompt?', choices: ['Arahan kepada AI', 'Sejenis kamera'] },
    { question: 'Perlukah hasil AI disemak?', choices: ['Tidak', 'Ya, sentiasa'] },
  ],
  result: null,
  review: null,
};
const RIGHT = [0, 1];
const REVIEW = [
  { answer: 0, explanation: null },
  { answer: 1, explanation: 'AI boleh tersilap.' },
];
const WAIT_MS = 10 * 60_000;
const NOW = new Date('2026-11-27T06:00:00.000Z'); // 2:00 petang in Kuala Lumpur

const result = (over: Partial<QuizResult>): QuizResult => ({
  bestPercent: 50,
  attempts: 1,
  passed: false,
  passedAt: null,
  retryAt: null,
  ...over,
});

let requests: ApiRequest[];
let attempts: number;
beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
  });
  attempts = 0;
  requests = stubApi({
    'GET /api/tutorials/:id/quiz': () => QUIZ,
    'POST /api/tutorials/:id/quiz/attempts': ({ body }): QuizAttemptResponse => {
      const { answers } = body as { answers: number[] };
      const results = RIGHT.map((answer, i) => ({ correct: answers[i] === answer }));
      const score = results.filter((r) => r.correct).length;
      const percent = quizPercent(score, 2);
      const passed = quizPassed(score, 2, QUIZ.passMark);
      attempts += 1;
      return {
        score,
        total: 2,
        percent,
        passed,
        results,
        review: passed ? REVIEW : null,
        best: result({
          bestPercent: percent,
          attempts,
          passed,
          retryAt: passed ? null : new Date(Date.now() + WAIT_MS).toISOString(),
        }),
      };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const question = (n: number) => screen.getByRole('group', { name: new RegExp(`Soalan ${n} `) });
const choose = (n: number, choice: string) =>
  fireEvent.click(within(question(n)).getByRole('radio', { name: choice }));
const button = (name: string) => screen.queryByRole('button', { name });

describe('Uji kefahaman (issues 21 and 31)', () => {
  it('marks the wrong answers without the right ones, waits, and shows the answers after a pass', async () => {
    renderWithClient(<TutorialQuiz tutorialId="t1" />);
    await screen.findByRole('region', { name: M.heading });
    expect(screen.getByText(M.intro(2, 2))).toBeTruthy();

    choose(1, 'Arahan kepada AI');
    fireEvent.click(button(M.submit)!);
    expect(screen.getByRole('alert').textContent).toBe(M.answerEvery);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    choose(2, 'Tidak');
    fireEvent.click(button(M.submit)!);
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toBe(`${M.score(1, 2, 50)}. ${M.failed(2, 2)}`);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ answers: [0, 0] });
    expect(within(question(1)).getByText(M.correct)).toBeTruthy();
    expect(within(question(2)).getByText(M.wrong)).toBeTruthy();
    // Which choice was right is not said, nor why.
    expect(screen.queryByText(/Jawapan betul/)).toBeNull();
    expect(screen.queryByText('AI boleh tersilap.')).toBeNull();
    expect(screen.getByText(M.best(50, false, 1))).toBeTruthy();
    // The wait, in Malay, in place of a button: nothing to press that would only be refused.
    expect(screen.getByText(M.wait('2:10 petang'))).toBeTruthy();
    expect(button(M.submit)).toBeNull();
    expect(button(M.retry)).toBeNull();

    // When the wait is over, 'Cuba lagi' comes by itself.
    act(() => vi.advanceTimersByTime(WAIT_MS));
    fireEvent.click(await screen.findByRole('button', { name: M.retry }));
    expect(screen.queryByText(M.wait('2:10 petang'))).toBeNull();
    choose(1, 'Arahan kepada AI');
    choose(2, 'Ya, sentiasa');
    fireEvent.click(button(M.submit)!);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${M.score(2, 2, 100)}. ${M.passed}`),
    );
    expect(within(question(1)).getByText(M.rightAnswer('Arahan kepada AI'))).toBeTruthy();
    expect(within(question(2)).getByText(M.rightAnswer('Ya, sentiasa'))).toBeTruthy();
    expect(within(question(2)).getByText('AI boleh tersilap.')).toBeTruthy();
    expect(screen.getByText(M.best(100, true, 2))).toBeTruthy();
    expect(button(M.submit)).toBeNull();
    expect(button(M.retry)).toBeNull();
  });

  it('shows a member who has passed the right answers and explanations when the quiz is read again', async () => {
    stubApi({
      'GET /api/tutorials/:id/quiz': () => ({
        ...QUIZ,
        result: result({
          bestPercent: 100,
          attempts: 3,
          passed: true,
          passedAt: NOW.toISOString(),
        }),
        review: REVIEW,
      }),
    });
    renderWithClient(<TutorialQuiz tutorialId="t1" />);
    expect(await screen.findByText(M.reviewed)).toBeTruthy();
    expect(screen.getByText(M.best(100, true, 3))).toBeTruthy();
    expect(within(question(2)).getByText(M.rightAnswer('Ya, sentiasa'))).toBeTruthy();
    expect(within(question(2)).getByText('AI boleh tersilap.')).toBeTruthy();
    expect(within(question(1)).getByRole('radio', { name: 'Sejenis kamera' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(button(M.submit)).toBeNull();
  });

  it('shows a wait begun earlier, or in another tab, until it ends', async () => {
    const retryAt = new Date(NOW.getTime() + 4 * 60_000).toISOString();
    let waiting = false;
    stubApi({
      'GET /api/tutorials/:id/quiz': () => ({
        ...QUIZ,
        result: result({ retryAt: waiting ? retryAt : null }),
      }),
      'POST /api/tutorials/:id/quiz/attempts': () => {
        waiting = true;
        return apiError(
          429,
          QUIZ_MESSAGES.retryWait(kualaLumpurClock(retryAt), 4),
          'quiz_retry_wait',
        );
      },
    });
    renderWithClient(<TutorialQuiz tutorialId="t1" />);
    await screen.findByText(M.best(50, false, 1));
    choose(1, 'Arahan kepada AI');
    choose(2, 'Ya, sentiasa');
    fireEvent.click(button(M.submit)!);
    // Refused: the server's words, and the quiz read again shows the wait in place of the button.
    expect(await screen.findByText(M.wait('2:04 petang'))).toBeTruthy();
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith(QUIZ_MESSAGES.retryWait('2:04 petang', 4));
    expect(button(M.submit)).toBeNull();
    // The choices stay open meanwhile; at the end of the wait the answers can be sent.
    expect(within(question(1)).getByRole('radio', { name: 'Arahan kepada AI' })).toHaveProperty(
      'checked',
      true,
    );
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(await screen.findByRole('button', { name: M.submit })).toBeTruthy();
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
