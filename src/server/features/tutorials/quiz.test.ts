import { afterEach, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES, type SaveQuizRequest } from '../../../shared/quizzes.js';
import { buildTutorial } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 21: a tutorial's quiz, written by the admin and answered by members, marked on the server.
// Issue 31: the right answers only after a pass, and a wait after a failed attempt.

const t = useTestApp();
const adminUrl = (id: string) => `/api/admin/tutorials/${id}/quiz`;
const memberUrl = (id: string) => `/api/tutorials/${id}/quiz`;
const attemptUrl = (id: string) => `${memberUrl(id)}/attempts`;

const QUIZ: SaveQuizRequest = {
  passMark: 70,
  questions: [
    {
      question: 'Apakah prompt?',
      choices: ['Arahan kepada AI', 'Sejenis kamera'],
      answer: 0,
      explanation: 'Prompt ialah arahan yang anda beri kepada model AI.',
    },
    {
      question: 'Model mana yang menjana teks?',
      choices: ['Midjourney', 'ChatGPT', 'Canva'],
      answer: 1,
      explanation: null,
    },
    {
      question: 'Perlukah hasil AI disemak?',
      choices: ['Tidak', 'Ya, sentiasa'],
      answer: 1,
      explanation: 'AI boleh tersilap: semak fakta sebelum guna.',
    },
  ],
};

async function tutorialWithQuiz(quiz: SaveQuizRequest = QUIZ) {
  const [tutorial] = await t().insert('tutorials', buildTutorial, {});
  const saved = await t()
    .as(await t().admin())
    .put(adminUrl(tutorial!.id), quiz);
  expect(saved.statusCode, saved.body).toBe(200);
  return tutorial!;
}

describeMembersOnly(t, {
  calls: async () => {
    const tutorial = await tutorialWithQuiz();
    return [
      { method: 'GET', url: memberUrl(tutorial.id) },
      { method: 'POST', url: attemptUrl(tutorial.id), payload: { answers: [0, 1, 1] } },
    ];
  },
  state: () => t().db.selectFrom('quiz_results').selectAll().execute(),
  writes: true,
});

describe('the admin writes a quiz', () => {
  it('saves it whole, with answers for the admin only, and audits it', async () => {
    const tutorial = await tutorialWithQuiz();
    const admin = t().as(await t().admin());
    const read = (await admin.get(adminUrl(tutorial.id))).json();
    expect(read.quiz).toMatchObject({ passMark: 70, questions: QUIZ.questions });
    const audit = await t()
      .db.selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('target_id', '=', tutorial.id)
      .execute();
    expect(audit).toEqual([{ action: 'update-quiz', target_id: tutorial.id }]);

    expect((await admin.delete(adminUrl(tutorial.id))).statusCode).toBe(204);
    expect((await admin.get(adminUrl(tutorial.id))).json()).toEqual({ quiz: null });
  });

  it('refuses a quiz that is not whole, with the reason, and keeps the one there was', async () => {
    const tutorial = await tutorialWithQuiz();
    const admin = t().as(await t().admin());
    const q = QUIZ.questions[0]!;
    const cases: [object, string][] = [
      [{ questions: [] }, QUIZ_MESSAGES.questionsRequired],
      [{ questions: Array(11).fill(q) }, QUIZ_MESSAGES.tooManyQuestions],
      [{ questions: [{ ...q, question: '  ' }] }, QUIZ_MESSAGES.questionRequired],
      [{ questions: [{ ...q, choices: ['Satu'] }] }, QUIZ_MESSAGES.choicesCount],
      [
        { questions: [{ ...q, choices: ['A', 'B', 'C', 'D', 'E', 'F'] }] },
        QUIZ_MESSAGES.choicesCount,
      ],
      [{ questions: [{ ...q, choices: ['A', ' '] }] }, QUIZ_MESSAGES.choiceRequired],
      [{ questions: [{ ...q, answer: 2 }] }, QUIZ_MESSAGES.answerInvalid],
      [{ questions: [{ ...q, answer: 0.5 }] }, QUIZ_MESSAGES.answerInvalid],
      [{ passMark: 0, questions: [q] }, QUIZ_MESSAGES.passMarkInvalid],
      [{ passMark: 101, questions: [q] }, QUIZ_MESSAGES.passMarkInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.put(adminUrl(tutorial.id), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await admin.get(adminUrl(tutorial.id))).json().quiz.questions).toHaveLength(3);
    expect((await admin.put(adminUrl('no-such-tutorial'), QUIZ)).statusCode).toBe(404);
  });

  it('defaults the pass mark to 70%', async () => {
    const tutorial = await tutorialWithQuiz({ ...QUIZ, passMark: undefined as never });
    expect(
      (
        await t()
          .as(await t().member())
          .get(memberUrl(tutorial.id))
      ).json().passMark,
    ).toBe(70);
  });
});

describe('a member answers a quiz', () => {
  afterEach(() => {
    t().clock.current = new Date();
  });

  it('never receives the right answers or explanations before passing', async () => {
    const tutorial = await tutorialWithQuiz();
    const res = await t()
      .as(await t().member())
      .get(memberUrl(tutorial.id));
    expect(res.json()).toEqual({
      passMark: 70,
      questions: QUIZ.questions.map(({ question, choices }) => ({ question, choices })),
      result: null,
      review: null,
    });
    expect(res.body).not.toContain('"answer"');
    expect(res.body).not.toContain('semak fakta');
  });

  it('says which answers were wrong, never the right ones, until the member passes', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    const status = () =>
      t()
        .db.selectFrom('tutorial_status')
        .select('status')
        .where('user_id', '=', user.id)
        .where('tutorial_id', '=', tutorial.id)
        .executeTakeFirst();

    // 1 of 3 is 33%: under the pass mark (2 of 3). The last two answers were wrong; which choice
    // is right is not said, nor any explanation.
    t().clock.current = new Date('2026-11-27T03:00:00.000Z');
    let res = await me.post(attemptUrl(tutorial.id), { answers: [0, 0, 0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      score: 1,
      total: 3,
      percent: 33,
      passed: false,
      results: [{ correct: true }, { correct: false }, { correct: false }],
      review: null,
      best: {
        bestPercent: 33,
        attempts: 1,
        passed: false,
        passedAt: null,
        retryAt: '2026-11-27T03:10:00.000Z',
      },
    });
    expect(res.body).not.toContain('semak fakta');
    expect(res.body).not.toContain('"answer"');
    expect(await status()).toBeUndefined();
    expect((await me.get(memberUrl(tutorial.id))).json()).toMatchObject({
      result: { attempts: 1, retryAt: '2026-11-27T03:10:00.000Z' },
      review: null,
    });

    t().clock.current = new Date('2026-11-27T03:10:00.000Z');
    res = await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] });
    expect(res.json()).toEqual({
      score: 3,
      total: 3,
      percent: 100,
      passed: true,
      results: [{ correct: true }, { correct: true }, { correct: true }],
      review: QUIZ.questions.map(({ answer, explanation }) => ({ answer, explanation })),
      best: {
        bestPercent: 100,
        attempts: 2,
        passed: true,
        passedAt: '2026-11-27T03:10:00.000Z',
        retryAt: null,
      },
    });
    expect(await status()).toEqual({ status: 'completed' });

    // A worse attempt later keeps the best and the day it was first passed; a member who has
    // passed reads the right answers and explanations again with the quiz.
    t().clock.current = new Date('2026-11-28T03:00:00.000Z');
    res = await me.post(attemptUrl(tutorial.id), { answers: [1, 0, 0] });
    expect(res.json()).toMatchObject({
      percent: 0,
      passed: false,
      results: [{ correct: false }, { correct: false }, { correct: false }],
      review: QUIZ.questions.map(({ answer, explanation }) => ({ answer, explanation })),
      best: { bestPercent: 100, attempts: 3, passed: true, passedAt: '2026-11-27T03:10:00.000Z' },
    });
    t().clock.current = new Date('2026-11-28T04:00:00.000Z');
    expect((await me.get(memberUrl(tutorial.id))).json()).toMatchObject({
      result: {
        bestPercent: 100,
        attempts: 3,
        passed: true,
        passedAt: '2026-11-27T03:10:00.000Z',
        retryAt: null,
      },
      review: QUIZ.questions.map(({ answer, explanation }) => ({ answer, explanation })),
    });
    // Another member starts with nothing, and reads no answers.
    expect(
      (
        await t()
          .as(await t().member())
          .get(memberUrl(tutorial.id))
      ).json(),
    ).toMatchObject({ result: null, review: null });
  });

  it('passes 2 of 3 at 70% (the pass mark to the nearest whole question), 67% rounded normally', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(attemptUrl(tutorial.id), { answers: [0, 1, 0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      score: 2,
      total: 3,
      percent: 67,
      passed: true,
      best: { bestPercent: 67, passed: true, retryAt: null },
    });
    const status = await t()
      .db.selectFrom('tutorial_status')
      .select('status')
      .where('user_id', '=', user.id)
      .where('tutorial_id', '=', tutorial.id)
      .executeTakeFirst();
    expect(status).toEqual({ status: 'completed' });
  });

  it('makes the member wait after a failed attempt, saying until when, and counts only marked attempts', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    const kept = () =>
      t()
        .db.selectFrom('quiz_results')
        .select(['attempts', 'best_percent', 'passed_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();

    // 14:00 in Kuala Lumpur: the wait ends at 14:10, '2:10 petang'.
    t().clock.current = new Date('2026-11-27T06:00:00.000Z');
    expect((await me.post(attemptUrl(tutorial.id), { answers: [1, 0, 0] })).statusCode).toBe(200);
    // Five and a half minutes later, even with every answer right: refused, nothing counted.
    t().clock.current = new Date('2026-11-27T06:05:30.000Z');
    const refused = await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'quiz_retry_wait',
      message: QUIZ_MESSAGES.retryWait('2:10 petang', 5),
    });
    expect(await kept()).toEqual({ attempts: 1, best_percent: 0, passed_at: null });
    // The wait is per quiz: another quiz is open to the member at once.
    const other = await tutorialWithQuiz();
    expect((await me.post(attemptUrl(other.id), { answers: [0, 1, 1] })).statusCode).toBe(200);

    // At the end of the wait (10 minutes), the next attempt is marked.
    t().clock.current = new Date('2026-11-27T06:10:00.000Z');
    const after = await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().best).toMatchObject({ attempts: 2, passed: true, retryAt: null });
  });

  it('holds the wait against two failed attempts sent at once, and counts two passes sent at once', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    t().clock.current = new Date('2026-11-27T03:00:00.000Z');
    const failed = await Promise.all(
      [
        [1, 0, 0],
        [0, 0, 0],
      ].map((answers) => me.post(attemptUrl(tutorial.id), { answers })),
    );
    expect(failed.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const attempts = async () =>
      (
        await t()
          .db.selectFrom('quiz_results')
          .select('attempts')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).attempts;
    expect(await attempts()).toBe(1);

    // Two passes sent together (two tabs) both count, and neither undoes the other's pass.
    t().clock.current = new Date('2026-11-27T03:10:00.000Z');
    const passed = await Promise.all(
      [0, 1].map(() => me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] })),
    );
    expect(passed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await me.get(memberUrl(tutorial.id))).json().result).toMatchObject({
      bestPercent: 100,
      attempts: 3,
      passed: true,
    });
  });

  it('leaves a tutorial already Selesai as it was when a quiz is passed', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    const watched = () =>
      t()
        .db.selectFrom('tutorial_status')
        .select(['status', 'last_watched_at'])
        .where('user_id', '=', user.id)
        .where('tutorial_id', '=', tutorial.id)
        .executeTakeFirst();
    t().clock.current = new Date('2026-01-05T03:00:00.000Z');
    await me.put(`/api/me/tutorials/${tutorial.id}/status`, { status: 'completed' });
    t().clock.current = new Date('2026-02-10T03:00:00.000Z');
    await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] });
    t().clock.current = new Date();
    expect(await watched()).toEqual({
      status: 'completed',
      last_watched_at: '2026-01-05T03:00:00.000Z',
    });
  });

  it('asks for an answer to every question, each one of its choices', async () => {
    const tutorial = await tutorialWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    for (const answers of [[], [0, 1], [0, 1, 1, 0], [0, 1, 2], [0, -1, 1], [0, 'a', 1]]) {
      const res = await me.post(attemptUrl(tutorial.id), { answers });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.body).toContain(QUIZ_MESSAGES.answerEvery);
    }
    const kept = await t()
      .db.selectFrom('quiz_results')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('says so for a tutorial without a quiz', async () => {
    const [tutorial] = await t().insert('tutorials', buildTutorial, {});
    const me = t().as(await t().member());
    const res = await me.get(memberUrl(tutorial!.id));
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(QUIZ_MESSAGES.notFound);
    expect((await me.post(attemptUrl(tutorial!.id), { answers: [0] })).statusCode).toBe(404);
  });
});
