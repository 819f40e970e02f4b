import { sql, type Selectable } from 'kysely';
import {
  QUIZ_MESSAGES,
  QUIZ_RETRY_WAIT_MINUTES,
  quizPassed,
  quizPercent,
  quizRetryMessage,
  type MemberQuizResponse,
  type QuizAttemptResponse,
  type QuizQuestion,
  type QuizResult,
  type QuizReview,
  type SaveQuizRequest,
} from '../../../shared/quizzes.js';
import type { DB, Dialect } from '../../db/connect.js';
import { toJson } from '../../db/helpers.js';
import type { QuizResultsTable } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { upsertTutorialStatus } from '../../activity/interactions.js';

// Issue 21: a tutorial's quiz, and a member's attempts at it. The right answers stay here: the
// member's reads leave them out until the member has passed (issue 31), and an attempt is marked
// on the server.

export interface StoredQuiz {
  passMark: number;
  questions: QuizQuestion[];
  updatedAt: string;
}

export async function readQuiz({
  db,
  tutorialId,
}: {
  db: DB;
  tutorialId: string;
}): Promise<StoredQuiz | null> {
  const row = await db
    .selectFrom('tutorial_quizzes')
    .selectAll()
    .where('tutorial_id', '=', tutorialId)
    .executeTakeFirst();
  return row
    ? {
        passMark: row.pass_mark,
        questions: JSON.parse(row.questions) as QuizQuestion[],
        updatedAt: row.updated_at,
      }
    : null;
}

/** Replaces the tutorial's quiz (the admin's write, inside its audited transaction). */
export async function saveQuiz({
  trx,
  tutorialId,
  input,
  now,
}: {
  trx: DB;
  tutorialId: string;
  input: SaveQuizRequest;
  now: Date;
}) {
  const row = {
    tutorial_id: tutorialId,
    pass_mark: input.passMark,
    questions: toJson(input.questions),
    updated_at: now.toISOString(),
  };
  await trx
    .insertInto('tutorial_quizzes')
    .values(row)
    .onConflict((oc) =>
      oc.column('tutorial_id').doUpdateSet({
        pass_mark: row.pass_mark,
        questions: row.questions,
        updated_at: row.updated_at,
      }),
    )
    .execute();
  return { passMark: input.passMark, questions: input.questions, updatedAt: row.updated_at };
}

export async function deleteQuiz({ trx, tutorialId }: { trx: DB; tutorialId: string }) {
  await trx.deleteFrom('tutorial_quizzes').where('tutorial_id', '=', tutorialId).execute();
}

/**
 * Passed once is passed: a pass mark raised later does not take it back. The wait shows only
 * while it lasts.
 */
const presentResult = (row: Selectable<QuizResultsTable>, now: Date): QuizResult => ({
  bestPercent: row.best_percent,
  attempts: row.attempts,
  passed: row.passed_at !== null,
  passedAt: row.passed_at,
  retryAt: row.retry_at && Date.parse(row.retry_at) > now.getTime() ? row.retry_at : null,
});

/** Issue 31: the right answers and explanations, for a member who has passed only. */
const reviewOf = (quiz: StoredQuiz, passed: boolean): QuizReview | null =>
  passed ? quiz.questions.map(({ answer, explanation }) => ({ answer, explanation })) : null;

const resultOf = (db: DB, userId: string, tutorialId: string) =>
  db
    .selectFrom('quiz_results')
    .selectAll()
    .where('user_id', '=', userId)
    .where('tutorial_id', '=', tutorialId)
    .executeTakeFirst();

/**
 * The quiz as a member sees it: questions and choices, their best result, and the right answers
 * only once they have passed.
 */
export async function memberQuiz({
  db,
  tutorialId,
  userId,
  now,
}: {
  db: DB;
  tutorialId: string;
  userId: string;
  now: Date;
}): Promise<MemberQuizResponse> {
  const [quiz, result] = await Promise.all([
    readQuiz({ db, tutorialId }),
    resultOf(db, userId, tutorialId),
  ]);
  if (!quiz) throw notFound(QUIZ_MESSAGES.notFound);
  return {
    passMark: quiz.passMark,
    questions: quiz.questions.map(({ question, choices }) => ({ question, choices })),
    result: result ? presentResult(result, now) : null,
    review: reviewOf(quiz, result?.passed_at != null),
  };
}

/**
 * Marks an attempt (every question answered), keeps the member's best and their count of
 * attempts, and on a pass marks the tutorial Selesai (counted for the streak as a status change
 * is): one transaction. Issue 31: a failed attempt makes the member wait QUIZ_RETRY_WAIT_MINUTES
 * before the next; an attempt inside the wait is refused (429) and counts for nothing. The
 * answer says which answers were wrong, and the right ones only to a member who has passed.
 */
export async function markAttempt({
  db,
  dialect,
  tutorialId,
  userId,
  answers,
  now,
}: {
  db: DB;
  dialect: Dialect;
  tutorialId: string;
  userId: string;
  answers: readonly number[];
  now: Date;
}): Promise<QuizAttemptResponse> {
  const quiz = await readQuiz({ db, tutorialId });
  if (!quiz) throw notFound(QUIZ_MESSAGES.notFound);
  const { questions, passMark } = quiz;
  const answered =
    answers.length === questions.length &&
    answers.every((answer, i) => answer < questions[i]!.choices.length);
  if (!answered) throw fieldError('validation_failed', 'answers', QUIZ_MESSAGES.answerEvery);

  const results = questions.map((q, i) => ({ correct: answers[i] === q.answer }));
  const score = results.filter((r) => r.correct).length;
  const percent = quizPercent(score, questions.length);
  const passed = quizPassed(score, questions.length, passMark);
  const stamp = now.toISOString();
  const retryAt = passed
    ? null
    : new Date(now.getTime() + QUIZ_RETRY_WAIT_MINUTES * 60_000).toISOString();

  const best = await db.transaction().execute(async (trx) => {
    // Worked out by the database from the row as it is when written, so two attempts sent
    // together (two tabs) both count and neither undoes the other's pass. The wait is checked
    // by the same statement that counts the attempt: of two failed attempts sent at once, the
    // second finds the first's wait and changes nothing (PostgreSQL makes it wait for the
    // first's row; SQLite runs one write transaction at a time).
    const larger = dialect === 'postgres' ? 'greatest' : 'max';
    const row = await trx
      .insertInto('quiz_results')
      .values({
        user_id: userId,
        tutorial_id: tutorialId,
        best_percent: percent,
        attempts: 1,
        passed_at: passed ? stamp : null,
        updated_at: stamp,
        retry_at: retryAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'tutorial_id'])
          .doUpdateSet({
            best_percent: sql<number>`${sql.raw(larger)}(quiz_results.best_percent, excluded.best_percent)`,
            attempts: sql<number>`quiz_results.attempts + 1`,
            passed_at: sql<string | null>`coalesce(quiz_results.passed_at, excluded.passed_at)`,
            updated_at: stamp,
            retry_at: retryAt,
          })
          .where((eb) =>
            eb.or([
              eb('quiz_results.retry_at', 'is', null),
              eb('quiz_results.retry_at', '<=', stamp),
            ]),
          ),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    // A pass marks the tutorial Selesai, once: a later pass leaves the day it was done as it was.
    const status = await trx
      .selectFrom('tutorial_status')
      .select('status')
      .where('user_id', '=', userId)
      .where('tutorial_id', '=', tutorialId)
      .executeTakeFirst();
    if (passed && status?.status !== 'completed') {
      await upsertTutorialStatus({ db: trx, userId, tutorialId, status: 'completed', now });
    }
    return row;
  });
  if (!best) {
    const waiting = await resultOf(db, userId, tutorialId);
    throw new HttpError(429, 'quiz_retry_wait', quizRetryMessage(waiting?.retry_at ?? stamp, now));
  }
  return {
    score,
    total: questions.length,
    percent,
    passed,
    results,
    review: reviewOf(quiz, best.passed_at !== null),
    best: presentResult(best, now),
  };
}
