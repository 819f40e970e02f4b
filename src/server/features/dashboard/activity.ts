import { QUIZZES_TO_PASS_ON_DASHBOARD, type DashboardActivity } from '../../../shared/dashboard.js';
import type { TutorialStatusResponse } from '../../../shared/statuses.js';
import type { DashboardData } from './service.js';

/**
 * Issue 33: what the member did, beside the rates over favourites (docs/product.md#dashboard):
 * tutorials finished and being watched, quizzes passed, workflows finished, prompts copied and
 * the last one, and the quizzes still to pass that concern them — tried ones first (newest
 * first), then those of tutorials they watched or finished, then the learning path's.
 */
export function activityOf(
  data: DashboardData,
  tutorialStatuses: readonly TutorialStatusResponse[],
): DashboardActivity {
  const statusOf = new Map(tutorialStatuses.map((s) => [s.tutorialId, s.status]));
  const onPath = new Set(data.learningPath.map((entry) => entry.id));
  const rank = (quiz: DashboardData['unpassedQuizzes'][number]) =>
    quiz.updated_at !== null
      ? 0
      : (statusOf.get(quiz.id) ?? 'not_started') !== 'not_started'
        ? 1
        : onPath.has(quiz.id)
          ? 2
          : null;
  const quizzesToPass = data.unpassedQuizzes
    .map((quiz) => ({ quiz, rank: rank(quiz) }))
    .filter((entry): entry is { quiz: typeof entry.quiz; rank: number } => entry.rank !== null)
    .sort(
      (a, b) => a.rank - b.rank || (b.quiz.updated_at ?? '').localeCompare(a.quiz.updated_at ?? ''),
    )
    .slice(0, QUIZZES_TO_PASS_ON_DASHBOARD)
    .map(({ quiz }) => ({
      tutorialId: quiz.id,
      title: quiz.title,
      bestPercent: quiz.best_percent,
    }));
  const count = (status: TutorialStatusResponse['status']) =>
    tutorialStatuses.filter((s) => s.status === status).length;
  return {
    tutorialsCompleted: count('completed'),
    tutorialsWatching: count('watching'),
    quizzesPassed: data.quizzesPassed.count,
    workflowsFinished: data.finished.count,
    promptsCopied: data.copied.count,
    lastCopied: data.copied.last && {
      id: data.copied.last.id,
      title: data.copied.last.title,
      copiedAt: data.copied.last.created_at,
    },
    quizzesToPass,
  };
}
