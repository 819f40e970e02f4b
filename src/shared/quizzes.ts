import { z } from 'zod';
import { APP_UTC_OFFSET_HOURS } from './progress.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// Issue 21: a short multiple-choice quiz after a tutorial ("Uji kefahaman"). The admin writes
// it with the right answers; a member gets the questions and choices only, and the answers are
// checked on the server (/api/tutorials/{id}/quiz). Issue 31: an attempt says which answers were
// wrong, never which were right; the right answers and explanations go only to a member who has
// passed; a failed attempt makes the member wait before the next (docs/product.md#tutorials).

export const QUIZ_MAX_QUESTIONS = 10;
export const QUIZ_MIN_CHOICES = 2;
export const QUIZ_MAX_CHOICES = 5;
export const QUIZ_DEFAULT_PASS_MARK = 70;
/**
 * Issue 31: after a failed attempt, the member waits this long before the next one on that quiz:
 * long enough that answers cannot be found by trying each choice in turn, short enough to go
 * back over the video and try again in the same sitting.
 */
export const QUIZ_RETRY_WAIT_MINUTES = 10;

export const QUIZ_MESSAGES = defineMessages('QUIZ_MESSAGES', {
  // The admin's form (English, as the panel is).
  questionsRequired: 'Add at least one question',
  tooManyQuestions: `At most ${QUIZ_MAX_QUESTIONS} questions`,
  questionRequired: 'Each question needs its text',
  choicesCount: `Each question has ${QUIZ_MIN_CHOICES} to ${QUIZ_MAX_CHOICES} choices`,
  choiceRequired: 'A choice cannot be blank',
  answerInvalid: 'Pick the right choice of each question',
  passMarkInvalid: 'The pass mark is a whole percentage from 1 to 100',
  // The member's side.
  notFound: 'Tutorial ini tiada kuiz.',
  answerEvery: 'Jawab setiap soalan sebelum menghantar.',
  /** Issue 31: an attempt inside a failed attempt's wait (429). */
  retryWait: (time: string, minutes: number) =>
    `Tunggu dahulu: kuiz ini boleh dicuba semula selepas pukul ${time} (dalam ${minutes} minit). Tonton semula tutorial sementara menunggu.`,
  questionTooLong: 'A question is at most 500 characters',
  choiceTooLong: 'A choice is at most 200 characters',
  explanationTooLong: 'An explanation is at most 1000 characters',
} as const);

const MINUTE_MS = 60_000;
const OFFSET_MS = APP_UTC_OFFSET_HOURS * 60 * MINUTE_MS;

/**
 * The parts of the day a clock's time is said with: in Malay (and Campur) the periods ms-MY uses,
 * '3:05 petang', '12:05 tengah malam'; in English 'am' and 'pm', '3:05 pm', '12:05 am'.
 */
export const CLOCK_MESSAGES = defineMessages('CLOCK_MESSAGES', {
  midnight: 'tengah malam',
  morning: 'pagi',
  midday: 'tengah hari',
  afternoon: 'petang',
  night: 'malam',
} as const);

/**
 * A moment as a Kuala Lumpur clock reads it, in the language in use: '3:05 petang', '3:05 pm'.
 * Worked out here, not by Intl, so the server and every browser say the same without time-zone
 * data.
 */
export function kualaLumpurClock(time: string | Date): string {
  const at = new Date((typeof time === 'string' ? Date.parse(time) : time.getTime()) + OFFSET_MS);
  const hour = at.getUTCHours();
  const minute = String(at.getUTCMinutes()).padStart(2, '0');
  const period =
    hour === 0
      ? CLOCK_MESSAGES.midnight
      : hour < 12
        ? CLOCK_MESSAGES.morning
        : hour < 14
          ? CLOCK_MESSAGES.midday
          : hour < 19
            ? CLOCK_MESSAGES.afternoon
            : CLOCK_MESSAGES.night;
  return `${hour % 12 || 12}:${minute} ${period}`;
}

/** The refusal of an attempt made before `retryAt`: when to try again, and in how many minutes. */
export const quizRetryMessage = (retryAt: string, now: Date) =>
  QUIZ_MESSAGES.retryWait(
    kualaLumpurClock(retryAt),
    Math.max(1, Math.ceil((Date.parse(retryAt) - now.getTime()) / MINUTE_MS)),
  );

const M = QUIZ_MESSAGES;

const QuizQuestionInput = z
  .object({
    question: z
      .string()
      .trim()
      .min(
        1,
        lazyMessage(() => M.questionRequired),
      )
      .max(
        500,
        lazyMessage(() => M.questionTooLong),
      ),
    choices: z
      .array(
        z
          .string()
          .trim()
          .min(
            1,
            lazyMessage(() => M.choiceRequired),
          )
          .max(
            200,
            lazyMessage(() => M.choiceTooLong),
          ),
      )
      .min(
        QUIZ_MIN_CHOICES,
        lazyMessage(() => M.choicesCount),
      )
      .max(
        QUIZ_MAX_CHOICES,
        lazyMessage(() => M.choicesCount),
      ),
    /** The index of the right choice, from 0. */
    answer: z
      .number(lazyMessage(() => M.answerInvalid))
      .int(lazyMessage(() => M.answerInvalid))
      .min(
        0,
        lazyMessage(() => M.answerInvalid),
      ),
    explanation: z
      .string()
      .trim()
      .max(
        1000,
        lazyMessage(() => M.explanationTooLong),
      )
      .nullish()
      .transform((v) => v || null),
  })
  .refine((q) => q.answer < q.choices.length, { error: () => M.answerInvalid, path: ['answer'] });

/** PUT /api/admin/tutorials/{id}/quiz: the whole quiz, replacing the one there was. */
export const SaveQuizRequest = z.object({
  passMark: z
    .number(lazyMessage(() => M.passMarkInvalid))
    .int(lazyMessage(() => M.passMarkInvalid))
    .min(
      1,
      lazyMessage(() => M.passMarkInvalid),
    )
    .max(
      100,
      lazyMessage(() => M.passMarkInvalid),
    )
    .default(QUIZ_DEFAULT_PASS_MARK),
  questions: z
    .array(QuizQuestionInput)
    .min(
      1,
      lazyMessage(() => M.questionsRequired),
    )
    .max(
      QUIZ_MAX_QUESTIONS,
      lazyMessage(() => M.tooManyQuestions),
    ),
});
export type SaveQuizRequest = z.output<typeof SaveQuizRequest>;
export type QuizQuestion = SaveQuizRequest['questions'][number];

/** The quiz as the admin wrote it (GET and PUT /api/admin/tutorials/{id}/quiz). */
export const AdminQuizResponse = z.object({
  quiz: z
    .object({
      passMark: z.number().int(),
      questions: z.array(
        z.object({
          question: z.string(),
          choices: z.array(z.string()),
          answer: z.number().int(),
          explanation: z.string().nullable(),
        }),
      ),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type AdminQuizResponse = z.infer<typeof AdminQuizResponse>;

/** A member's best result on a quiz. */
export const QuizResult = z.object({
  bestPercent: z.number().int(),
  /** Every marked attempt (refused ones are not attempts). */
  attempts: z.number().int(),
  passed: z.boolean(),
  passedAt: z.string().nullable(),
  /** Issue 31: while a failed attempt's wait lasts, when it ends; otherwise null. */
  retryAt: z.string().nullable(),
});
export type QuizResult = z.infer<typeof QuizResult>;

/** Issue 31: each question's right choice and explanation, for a member who has passed only. */
export const QuizReview = z.array(
  z.object({ answer: z.number().int(), explanation: z.string().nullable() }),
);
export type QuizReview = z.infer<typeof QuizReview>;

/**
 * GET /api/tutorials/{id}/quiz: the questions without their answers, and the member's result;
 * the review once the member has passed.
 */
export const MemberQuizResponse = z.object({
  passMark: z.number().int(),
  questions: z.array(z.object({ question: z.string(), choices: z.array(z.string()) })),
  result: QuizResult.nullable(),
  review: QuizReview.nullable(),
});
export type MemberQuizResponse = z.infer<typeof MemberQuizResponse>;

/** POST /api/tutorials/{id}/quiz/attempts: the chosen choice of each question, in order. */
export const QuizAttemptRequest = z.object({
  answers: z
    .array(
      z
        .number(lazyMessage(() => M.answerEvery))
        .int(lazyMessage(() => M.answerEvery))
        .min(
          0,
          lazyMessage(() => M.answerEvery),
        ),
    )
    .max(
      QUIZ_MAX_QUESTIONS,
      lazyMessage(() => M.answerEvery),
    ),
});
export type QuizAttemptRequest = z.infer<typeof QuizAttemptRequest>;

/**
 * The marked attempt: whether each of the member's answers was right (never which choice is), the
 * best so far, and the review once the member has passed (this attempt or before).
 */
export const QuizAttemptResponse = z.object({
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  results: z.array(z.object({ correct: z.boolean() })),
  review: QuizReview.nullable(),
  best: QuizResult,
});
export type QuizAttemptResponse = z.infer<typeof QuizAttemptResponse>;

/** The percentage of `score` out of `total`, rounded normally (2 of 3 is 67%). */
export const quizPercent = (score: number, total: number) =>
  total > 0 ? Math.round((score * 100) / total) : 0;

/**
 * Issue 33: the fewest right answers that pass a quiz of `total` questions: the pass mark's share
 * of the questions to the nearest whole question, at least one (70% of 3 is 2, of 10 is 7).
 * The member is told this number ('Lulus: 2 daripada 3 betul') and the server marks by it
 * (docs/decisions/047-a-pass-mark-is-a-number-of-right-answers.md).
 */
export const quizPassScore = (total: number, passMark: number) =>
  total > 0 ? Math.min(total, Math.max(1, Math.round((total * passMark) / 100))) : 0;

/** Whether `score` right answers of `total` pass at `passMark`. */
export const quizPassed = (score: number, total: number, passMark: number) =>
  total > 0 && score >= quizPassScore(total, passMark);
