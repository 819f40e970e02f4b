import { z } from 'zod';

// Issue 21: a short multiple-choice quiz after a tutorial ("Uji kefahaman"). The admin writes
// it with the right answers; a member gets the questions and choices only, and the answers are
// checked on the server (/api/tutorials/{id}/quiz).

export const QUIZ_MAX_QUESTIONS = 10;
export const QUIZ_MIN_CHOICES = 2;
export const QUIZ_MAX_CHOICES = 5;
export const QUIZ_DEFAULT_PASS_MARK = 70;

export const QUIZ_MESSAGES = {
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
} as const;

const M = QUIZ_MESSAGES;

const QuizQuestionInput = z
  .object({
    question: z
      .string()
      .trim()
      .min(1, M.questionRequired)
      .max(500, 'A question is at most 500 characters'),
    choices: z
      .array(
        z.string().trim().min(1, M.choiceRequired).max(200, 'A choice is at most 200 characters'),
      )
      .min(QUIZ_MIN_CHOICES, M.choicesCount)
      .max(QUIZ_MAX_CHOICES, M.choicesCount),
    /** The index of the right choice, from 0. */
    answer: z.number(M.answerInvalid).int(M.answerInvalid).min(0, M.answerInvalid),
    explanation: z
      .string()
      .trim()
      .max(1000, 'An explanation is at most 1000 characters')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((q) => q.answer < q.choices.length, { message: M.answerInvalid, path: ['answer'] });

/** PUT /api/admin/tutorials/{id}/quiz: the whole quiz, replacing the one there was. */
export const SaveQuizRequest = z.object({
  passMark: z
    .number(M.passMarkInvalid)
    .int(M.passMarkInvalid)
    .min(1, M.passMarkInvalid)
    .max(100, M.passMarkInvalid)
    .default(QUIZ_DEFAULT_PASS_MARK),
  questions: z
    .array(QuizQuestionInput)
    .min(1, M.questionsRequired)
    .max(QUIZ_MAX_QUESTIONS, M.tooManyQuestions),
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
  attempts: z.number().int(),
  passed: z.boolean(),
  passedAt: z.string().nullable(),
});
export type QuizResult = z.infer<typeof QuizResult>;

/** GET /api/tutorials/{id}/quiz: the questions without their answers, and the member's result. */
export const MemberQuizResponse = z.object({
  passMark: z.number().int(),
  questions: z.array(z.object({ question: z.string(), choices: z.array(z.string()) })),
  result: QuizResult.nullable(),
});
export type MemberQuizResponse = z.infer<typeof MemberQuizResponse>;

/** POST /api/tutorials/{id}/quiz/attempts: the chosen choice of each question, in order. */
export const QuizAttemptRequest = z.object({
  answers: z
    .array(z.number(M.answerEvery).int(M.answerEvery).min(0, M.answerEvery))
    .max(QUIZ_MAX_QUESTIONS, M.answerEvery),
});
export type QuizAttemptRequest = z.infer<typeof QuizAttemptRequest>;

/** The marked attempt: each answer with the right one and its explanation, and the best so far. */
export const QuizAttemptResponse = z.object({
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  results: z.array(
    z.object({
      correct: z.boolean(),
      answer: z.number().int(),
      explanation: z.string().nullable(),
    }),
  ),
  best: QuizResult,
});
export type QuizAttemptResponse = z.infer<typeof QuizAttemptResponse>;

/** The percentage of `score` out of `total`, rounded down (a pass mark is never reached early). */
export const quizPercent = (score: number, total: number) =>
  total > 0 ? Math.floor((score * 100) / total) : 0;
