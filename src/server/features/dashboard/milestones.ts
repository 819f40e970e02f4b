import type { Milestone } from '../../../shared/dashboard.js';
import { streakDay } from '../../../shared/progress.js';
import type { TutorialStatusResponse } from '../../../shared/statuses.js';
import type { DashboardData } from './service.js';

/**
 * Issue 21: the milestones the member has earned, each on the Kuala Lumpur day it was earned:
 * the first workflow finished, a 7-day streak, and every tutorial of the admin's learning path
 * Selesai (on the day the last of them was), and the first quiz passed.
 */
export function milestonesOf(
  data: DashboardData,
  tutorialStatuses: readonly TutorialStatusResponse[],
  streakMilestoneOn: string | null,
): Milestone[] {
  const earned: Milestone[] = [];
  if (data.finished.firstAt) {
    earned.push({ kind: 'first_workflow', earnedOn: streakDay(data.finished.firstAt) });
  }
  if (streakMilestoneOn) earned.push({ kind: 'streak_7', earnedOn: streakMilestoneOn });
  const done = new Map(
    tutorialStatuses.filter((s) => s.status === 'completed').map((s) => [s.tutorialId, s]),
  );
  const path = data.learningPath.map((entry) => done.get(entry.id));
  if (path.length > 0 && path.every(Boolean)) {
    const last = path
      .map((s) => s!.lastWatchedAt)
      .sort()
      .at(-1)!;
    earned.push({ kind: 'path_completed', earnedOn: streakDay(last) });
  }
  if (data.quizzesPassed.firstAt) {
    earned.push({ kind: 'first_quiz', earnedOn: streakDay(data.quizzesPassed.firstAt) });
  }
  return earned;
}
