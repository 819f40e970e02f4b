import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MemberQuizResponse, QuizAttemptResponse } from '@shared/quizzes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useQuizAttempt, useTutorialQuiz } from '../api/quiz';
import { QUIZ_MESSAGES_WEB as M } from '../messages';

/**
 * Issue 21: "Uji kefahaman" after a tutorial's video, when the admin gave it a quiz. The answers
 * are marked on the server; the result shows each right answer and its explanation, and a retry
 * starts again. Passing marks the tutorial Selesai (the status select follows).
 */
export function TutorialQuiz({ tutorialId }: { tutorialId: string }) {
  const quiz = useTutorialQuiz(tutorialId).data;
  if (!quiz) return null;
  return <QuizCard tutorialId={tutorialId} quiz={quiz} />;
}

function QuizCard({ tutorialId, quiz }: { tutorialId: string; quiz: MemberQuizResponse }) {
  const headingId = useId();
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const [marked, setMarked] = useState<QuizAttemptResponse | null>(null);
  const attempt = useQuizAttempt(tutorialId);
  const outcome = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((a) => a === null)) return setMissing(true);
    setMissing(false);
    attempt.mutate(
      { answers: answers as number[] },
      {
        onSuccess: (result) => {
          setMarked(result);
          // The outcome is read first, by eye and by screen reader.
          requestAnimationFrame(() => outcome.current?.focus());
        },
        onError: (error) => toast.error(messageOf(error) || M.failedToSend),
      },
    );
  };
  const retry = () => {
    setMarked(null);
    setAnswers(quiz.questions.map(() => null));
    // The retry button goes: the focus goes to the first question's first choice.
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input')?.focus());
  };

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {M.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {M.intro(quiz.passMark, quiz.questions.length)}
        </p>
        {quiz.result && (
          <p className="mt-1 text-sm font-medium text-slate-700">
            {M.best(quiz.result.bestPercent, quiz.result.passed)}
          </p>
        )}
        {marked && (
          <p
            ref={outcome}
            tabIndex={-1}
            role="status"
            className={cn(
              'mt-4 rounded-lg p-3 text-sm font-medium',
              marked.passed ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
            )}
          >
            {M.score(marked.score, marked.total, marked.percent)}.{' '}
            {marked.passed ? M.passed : M.failed(quiz.passMark)}
          </p>
        )}
        <form ref={form} onSubmit={submit} className="mt-4 space-y-5" noValidate>
          {quiz.questions.map((q, i) => {
            const result = marked?.results[i];
            return (
              <fieldset key={i} className="space-y-2">
                <legend className="font-medium text-slate-900">
                  <span className="sr-only">{M.question(i + 1, quiz.questions.length)}: </span>
                  {i + 1}. {q.question}
                </legend>
                {q.choices.map((choice, c) => (
                  <label
                    key={c}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`question-${i}`}
                      checked={answers[i] === c}
                      disabled={Boolean(marked) || attempt.isPending}
                      onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? c : v)))}
                    />
                    {choice}
                  </label>
                ))}
                {result && (
                  <p
                    className={cn(
                      'flex items-start gap-2 text-sm',
                      result.correct ? 'text-emerald-800' : 'text-red-800',
                    )}
                  >
                    {result.correct ? (
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    ) : (
                      <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    )}
                    <span>
                      {result.correct ? M.correct : M.wrong(q.choices[result.answer] ?? '')}
                      {result.explanation && (
                        <span className="block text-slate-700">{result.explanation}</span>
                      )}
                    </span>
                  </p>
                )}
              </fieldset>
            );
          })}
          {missing && (
            <p role="alert" className="text-sm text-red-700">
              {M.answerEvery}
            </p>
          )}
          {marked ? (
            <Button type="button" variant="outline" onClick={retry}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> {M.retry}
            </Button>
          ) : (
            <Button type="submit" disabled={attempt.isPending}>
              {M.submit}
            </Button>
          )}
        </form>
      </section>
    </Card>
  );
}
