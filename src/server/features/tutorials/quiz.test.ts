import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES, type SaveQuizRequest } from '../../../shared/quizzes.js';
import { buildTutorial } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 21: a tutorial's quiz, written by the admin and answered by members, marked on the server.

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
  it('never receives the right answers or explanations before an attempt', async () => {
    const tutorial = await tutorialWithQuiz();
    const res = await t()
      .as(await t().member())
      .get(memberUrl(tutorial.id));
    expect(res.json()).toEqual({
      passMark: 70,
      questions: QUIZ.questions.map(({ question, choices }) => ({ question, choices })),
      result: null,
    });
    expect(res.body).not.toContain('"answer"');
    expect(res.body).not.toContain('semak fakta');
  });

  it('is marked on the server, keeps the best score, and a pass marks the tutorial Selesai', async () => {
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

    // 2 of 3 is 66%: under the pass mark.
    let res = await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      score: 2,
      total: 3,
      percent: 66,
      passed: false,
      results: [
        { correct: true, answer: 0, explanation: QUIZ.questions[0]!.explanation },
        { correct: true, answer: 1, explanation: null },
        { correct: false, answer: 1, explanation: QUIZ.questions[2]!.explanation },
      ],
      best: { bestPercent: 66, attempts: 1, passed: false, passedAt: null },
    });
    expect(await status()).toBeUndefined();

    t().clock.current = new Date('2026-11-27T03:00:00.000Z');
    res = await me.post(attemptUrl(tutorial.id), { answers: [0, 1, 1] });
    expect(res.json()).toMatchObject({
      percent: 100,
      passed: true,
      best: { bestPercent: 100, attempts: 2, passed: true, passedAt: '2026-11-27T03:00:00.000Z' },
    });
    expect(await status()).toEqual({ status: 'completed' });

    // A worse attempt later keeps the best and the day it was first passed.
    t().clock.current = new Date('2026-11-28T03:00:00.000Z');
    res = await me.post(attemptUrl(tutorial.id), { answers: [1, 0, 0] });
    expect(res.json()).toMatchObject({
      percent: 0,
      passed: false,
      best: { bestPercent: 100, attempts: 3, passed: true, passedAt: '2026-11-27T03:00:00.000Z' },
    });
    t().clock.current = new Date();
    expect((await me.get(memberUrl(tutorial.id))).json().result).toEqual({
      bestPercent: 100,
      attempts: 3,
      passed: true,
      passedAt: '2026-11-27T03:00:00.000Z',
    });
    // Another member starts with nothing.
    expect(
      (
        await t()
          .as(await t().member())
          .get(memberUrl(tutorial.id))
      ).json().result,
    ).toBeNull();
  });

  it('counts attempts sent together, and neither undoes the other’s pass', async () => {
    const tutorial = await tutorialWithQuiz();
    const me = t().as(await t().member());
    const answers = [
      [0, 1, 1],
      [1, 0, 0],
      [0, 1, 1],
      [1, 0, 0],
    ];
    const sent = await Promise.all(
      answers.map((a) => me.post(attemptUrl(tutorial.id), { answers: a })),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await me.get(memberUrl(tutorial.id))).json().result).toMatchObject({
      bestPercent: 100,
      attempts: 4,
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
