import { CheckCircle2, Clock, RotateCcw, XCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  kualaLumpurClock,
  quizPassScore,
  type MemberQuizResponse,
  type QuizAttemptResponse,
} from '@shared/quizzes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { QUIZ_ID } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useQuizAttempt, useTutorialQuiz } from '../api/quiz';
import { useWaitUntil } from '../hooks/use-wait-until';
import { QUIZ_MESSAGES_WEB as M } from '../messages';

/**
 * Issue 21: "Uji kefahaman" after a tutorial's video, when the admin gave it a quiz. The answers
 * are marked on the server; passing marks the tutorial Selesai (the status select follows).
 * Issue 31: a failed attempt marks which answers were wrong, never the right ones, and the next
 * waits (the time it opens is shown in place of the button, which comes back by itself); the
 * right answers and explanations show once the member has passed (docs/product.md#tutorials).
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
  const retryAt = quiz.result?.retryAt ?? null;
  const waiting = useWaitUntil(retryAt);
  // The right answers, sent once the member has passed (now or before).
  const review = quiz.review;
  const count = quiz.questions.length;
  const need = quizPassScore(count, quiz.passMark);

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
    <Card id={QUIZ_ID} className="p-6 sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {M.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{M.intro(need, count)}</p>
        {quiz.result && (
          <p className="mt-1 text-sm font-medium text-slate-700">
            {M.best(quiz.result.bestPercent, quiz.result.passed, quiz.result.attempts)}
          </p>
        )}
        {marked ? (
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
            {marked.passed ? M.passed : M.failed(need, count)}
          </p>
        ) : (
          review && (
            <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
              {M.reviewed}
            </p>
          )
        )}
        <form ref={form} onSubmit={submit} className="mt-4 space-y-5" noValidate>
          {quiz.questions.map((q, i) => {
            const result = marked?.results[i];
            const right = review?.[i];
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
                      disabled={Boolean(marked) || Boolean(review) || attempt.isPending}
                      onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? c : v)))}
                    />
                    {choice}
                  </label>
                ))}
                {result && (
                  <p
                    className={cn(
                      'flex items-center gap-2 text-sm font-medium',
                      result.correct ? 'text-emerald-800' : 'text-red-800',
                    )}
                  >
                    {result.correct ? (
                      <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
                    ) : (
                      <XCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
                    )}
                    {result.correct ? M.correct : M.wrong}
                  </p>
                )}
                {right && (
                  <p className="text-sm text-slate-800">
                    {M.rightAnswer(q.choices[right.answer] ?? '')}
                    {right.explanation && (
                      <span className="block text-slate-700">{right.explanation}</span>
                    )}
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
          {!review && (
            <QuizAction
              retryAt={waiting ? retryAt : null}
              marked={Boolean(marked)}
              pending={attempt.isPending}
              onRetry={retry}
            />
          )}
        </form>
      </section>
    </Card>
  );
}

/**
 * Under the questions of a quiz not passed yet: while a failed attempt's wait lasts, when it
 * ends (never a button that would only be refused); then 'Cuba lagi' after a marked attempt, or
 * 'Hantar jawapan'.
 */
function QuizAction({
  retryAt,
  marked,
  pending,
  onRetry,
}: {
  retryAt: string | null;
  marked: boolean;
  pending: boolean;
  onRetry: () => void;
}) {
  if (retryAt) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {M.wait(kualaLumpurClock(retryAt))}
      </p>
    );
  }
  if (marked) {
    return (
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {M.retry}
      </Button>
    );
  }
  return (
    <Button type="submit" disabled={pending}>
      {M.submit}
    </Button>
  );
}
