// Test data shared by the dashboard's component and page tests: a new member's progress.
import type { DashboardActivity, DashboardProgress } from '@shared/dashboard';

export const NOTHING_DONE: DashboardActivity = {
  tutorialsCompleted: 0,
  tutorialsWatching: 0,
  quizzesPassed: 0,
  workflowsFinished: 0,
  promptsCopied: 0,
  lastCopied: null,
  quizzesToPass: [],
};

export const NO_PROGRESS: DashboardProgress = {
  tutorials: { completed: 0, total: 0, rate: 0 },
  tools: { tried: 0, total: 0, rate: 0 },
  workflows: { tried: 0, total: 0, rate: 0 },
  activity: NOTHING_DONE,
};
