import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  QUIZ_DEFAULT_PASS_MARK,
  QUIZ_MAX_CHOICES,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MIN_CHOICES,
  type AdminQuizResponse,
} from '@shared/quizzes';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminQuiz, useDeleteQuiz, useSaveQuiz } from './api/tutorial-quiz';
import { QUIZ_EDITOR_MESSAGES as M } from './messages';

interface Draft {
  question: string;
  choices: string[];
  answer: number | null;
  explanation: string;
}

const blankQuestion = (): Draft => ({
  question: '',
  choices: ['', ''],
  answer: null,
  explanation: '',
});

const draftOf = (quiz: NonNullable<AdminQuizResponse['quiz']>) => ({
  passMark: quiz.passMark,
  questions: quiz.questions.map((q) => ({ ...q, explanation: q.explanation ?? '' })),
});

/**
 * Issue 21: a tutorial's quiz, under its edit form: up to 10 questions, each with 2 to 5 choices
 * and the right one, an optional explanation, and the pass mark. The server checks it whole
 * (shared/quizzes.ts) and says what is wrong.
 */
export function QuizEditor({ tutorialId }: { tutorialId: string }) {
  const loaded = useAdminQuiz(tutorialId);
  if (loaded.isPending) return null;
  if (loaded.isError) {
    return <p className="text-sm text-red-700">{M.loadFailed}</p>;
  }
  // Keyed by the quiz's time, so the draft restarts from what the server holds after a save.
  return (
    <Editor
      key={loaded.data.quiz?.updatedAt ?? 'none'}
      tutorialId={tutorialId}
      quiz={loaded.data.quiz}
    />
  );
}

function Editor({ tutorialId, quiz }: { tutorialId: string; quiz: AdminQuizResponse['quiz'] }) {
  const save = useSaveQuiz(tutorialId);
  const remove = useDeleteQuiz(tutorialId);
  const [draft, setDraft] = useState(() =>
    quiz ? draftOf(quiz) : { passMark: QUIZ_DEFAULT_PASS_MARK, questions: [] as Draft[] },
  );
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const setQuestion = (i: number, change: (q: Draft) => Draft) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? change(q) : q)) }));
  const addQuestion = () =>
    setDraft((d) => ({ ...d, questions: [...d.questions, blankQuestion()] }));
  const removeQuestion = (i: number) =>
    setDraft((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        passMark: draft.passMark,
        questions: draft.questions.map((q) => ({
          question: q.question,
          choices: q.choices,
          // The server refuses a question with no right choice, with its own message.
          answer: q.answer ?? -1,
          explanation: q.explanation || null,
        })),
      },
      {
        onSuccess: () => toast.success(M.saved),
        onError: (e) => setError(messageOf(e) || M.failed),
      },
    );
  };
  const removeQuiz = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(M.removed),
      onError: (e) => setError(messageOf(e) || M.failed),
    });

  const busy = save.isPending || remove.isPending;
  return (
    <section aria-labelledby="quiz-editor-heading" className="mt-6 border-t border-slate-200 pt-6">
      <h3 id="quiz-editor-heading" className="text-lg font-semibold">
        {M.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{M.intro}</p>
      {/* A quiz on the server keeps its form (and Remove) even with every question taken out. */}
      {!quiz && draft.questions.length === 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">{M.none}</p>
          <Button variant="outline" size="sm" onClick={addQuestion}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {M.add}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-5" noValidate>
          <fieldset disabled={busy} className="space-y-5">
            <div className="w-40">
              <Label htmlFor="quiz-pass-mark">{M.passMark}</Label>
              <Input
                id="quiz-pass-mark"
                type="number"
                min={1}
                max={100}
                value={draft.passMark}
                onChange={(e) => setDraft((d) => ({ ...d, passMark: Number(e.target.value) }))}
              />
            </div>
            {draft.questions.map((q, i) => (
              <fieldset key={i} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold">{M.question(i + 1)}</legend>
                <Label htmlFor={`quiz-q${i}`} className="sr-only">
                  {M.question(i + 1)}
                </Label>
                <Input
                  id={`quiz-q${i}`}
                  value={q.question}
                  maxLength={500}
                  onChange={(e) => setQuestion(i, (x) => ({ ...x, question: e.target.value }))}
                />
                {q.choices.map((choice, c) => (
                  <div key={c} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`quiz-answer-${i}`}
                      aria-label={M.rightChoice(i + 1, c + 1)}
                      checked={q.answer === c}
                      onChange={() => setQuestion(i, (x) => ({ ...x, answer: c }))}
                    />
                    <Input
                      aria-label={M.choice(i + 1, c + 1)}
                      value={choice}
                      maxLength={200}
                      onChange={(e) =>
                        setQuestion(i, (x) => ({
                          ...x,
                          choices: x.choices.map((v, k) => (k === c ? e.target.value : v)),
                        }))
                      }
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={M.removeChoice(i + 1, c + 1)}
                      disabled={q.choices.length <= QUIZ_MIN_CHOICES}
                      onClick={() =>
                        setQuestion(i, (x) => ({
                          ...x,
                          choices: x.choices.filter((_, k) => k !== c),
                          answer:
                            x.answer === c
                              ? null
                              : x.answer !== null && x.answer > c
                                ? x.answer - 1
                                : x.answer,
                        }))
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={q.choices.length >= QUIZ_MAX_CHOICES}
                    onClick={() => setQuestion(i, (x) => ({ ...x, choices: [...x.choices, ''] }))}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" /> {M.addChoice(i + 1)}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => removeQuestion(i)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> {M.removeQuestion(i + 1)}
                  </Button>
                </div>
                <Label htmlFor={`quiz-x${i}`}>{M.explanation(i + 1)}</Label>
                <Textarea
                  id={`quiz-x${i}`}
                  rows={2}
                  maxLength={1000}
                  value={q.explanation}
                  onChange={(e) => setQuestion(i, (x) => ({ ...x, explanation: e.target.value }))}
                />
              </fieldset>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy || draft.questions.length >= QUIZ_MAX_QUESTIONS}
              onClick={addQuestion}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> {M.addQuestion}
            </Button>
            <Button type="submit" disabled={busy}>
              {M.save}
            </Button>
            {quiz &&
              (confirming ? (
                <Button variant="outline" disabled={busy} onClick={removeQuiz}>
                  {M.confirmRemove}
                </Button>
              ) : (
                <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
                  {M.remove}
                </Button>
              ))}
          </div>
        </form>
      )}
    </section>
  );
}
