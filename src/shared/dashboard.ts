import { z } from 'zod';
import { LearningPathEntry } from './learning-path.js';
import { PromptResponse } from './prompts.js';
import { ItemStatusSchema, StatusesResponse, TutorialStatusSchema } from './statuses.js';
import { ToolResponse } from './tools.js';
import { TutorialResponse } from './tutorials.js';
import { WorkflowResponse } from './workflows.js';

// GET /api/me/dashboard (docs/product.md#dashboard /dashboard): everything the member's home shows, in one answer.

/** What a favourite card adds to its item: the member's remark, when it was saved, its status. */
const favorite = {
  personalRemarks: z.string().nullable(),
  favoritedAt: z.string(),
};

/** A tutorial as its dashboard card shows it (thumbnail from youtubeId): cards carry only what they show. */
export const DashboardTutorial = TutorialResponse.pick({
  id: true,
  title: true,
  description: true,
  youtubeId: true,
  duration: true,
  instructor: true,
  difficulty: true,
  category: true,
});
export type DashboardTutorial = z.infer<typeof DashboardTutorial>;

export const FavoriteTutorialCard = DashboardTutorial.extend({
  ...favorite,
  status: TutorialStatusSchema,
});
export type FavoriteTutorialCard = z.infer<typeof FavoriteTutorialCard>;

/** docs/product.md#dashboard: favourite tool cards show 2 key features plus '+N lagi'. */
export const FavoriteToolCard = ToolResponse.pick({
  id: true,
  name: true,
  logoUrl: true,
  mainFunction: true,
  keyFeatures: true,
  category: true,
  pricing: true,
}).extend({
  ...favorite,
  status: ItemStatusSchema,
});
export type FavoriteToolCard = z.infer<typeof FavoriteToolCard>;

/** docs/product.md#dashboard: favourite workflow cards show 3 tools plus a count. */
export const FavoriteWorkflowCard = WorkflowResponse.pick({
  id: true,
  title: true,
  category: true,
  difficulty: true,
  estimatedTime: true,
  tools: true,
}).extend({
  ...favorite,
  status: ItemStatusSchema,
});
export type FavoriteWorkflowCard = z.infer<typeof FavoriteWorkflowCard>;

export const FavoritePromptCard = PromptResponse.pick({
  id: true,
  title: true,
  description: true,
  category: true,
  tools: true,
}).extend({ favoritedAt: favorite.favoritedAt });
export type FavoritePromptCard = z.infer<typeof FavoritePromptCard>;

const count = z.number().int();
const TriedFigure = z.object({ tried: count, total: count, rate: count });

/** Issue 33: how many quizzes not yet passed the dashboard lists. */
export const QUIZZES_TO_PASS_ON_DASHBOARD = 5;

/**
 * Issue 33: what the member actually did, over everything (not only favourites), from what the
 * app records: tutorial statuses, quiz results, workflows finished and prompts copied.
 */
export const DashboardActivity = z.object({
  tutorialsCompleted: count,
  tutorialsWatching: count,
  quizzesPassed: count,
  workflowsFinished: count,
  /** Different prompts copied. */
  promptsCopied: count,
  lastCopied: z.object({ id: z.string(), title: z.string(), copiedAt: z.string() }).nullable(),
  /**
   * Quizzes not passed yet that concern the member: tried, on a tutorial they watched or
   * finished, or on the learning path (the certificate asks for them). Tried ones first.
   */
  quizzesToPass: z.array(
    z.object({ tutorialId: z.string(), title: z.string(), bestPercent: count.nullable() }),
  ),
});
export type DashboardActivity = z.infer<typeof DashboardActivity>;

/**
 * docs/product.md#dashboard "Progress": among the member's favourited tutorials, how many are completed; among
 * favourited tools and workflows, how many are tried; `rate` is the rounded percentage. Issue 33:
 * beside them, what the member did over everything (`activity`).
 */
export const DashboardProgress = z.object({
  tutorials: z.object({ completed: count, total: count, rate: count }),
  tools: TriedFigure,
  workflows: TriedFigure,
  activity: DashboardActivity,
});
export type DashboardProgress = z.infer<typeof DashboardProgress>;

/** docs/product.md#dashboard "Learning streak" (docs/product.md#progress-and-streak); `activeToday` false means today can still extend it. */
export const DashboardStreak = z.object({
  days: z.number().int(),
  activeToday: z.boolean(),
  /** Issue 21: the longest streak the member ever had, in days (never less than `days`). */
  longest: z.number().int(),
});
export type DashboardStreak = z.infer<typeof DashboardStreak>;

/** Issue 19: a workflow run the member left unfinished, "Sambung: langkah 3 daripada 6". */
export const RunInProgress = z.object({
  workflowId: z.string(),
  title: z.string(),
  /** The step the run is on, from 1. */
  step: count,
  totalSteps: count,
  updatedAt: z.string(),
});
export type RunInProgress = z.infer<typeof RunInProgress>;

/** The newest unfinished runs the dashboard offers to continue. */
export const RUNS_ON_DASHBOARD = 3;

/** Issue 19: effort that shows — how many workflows the member has finished, and the last. */
export const FinishedWorkflows = z.object({
  count,
  last: z.object({ id: z.string(), title: z.string(), finishedAt: z.string() }).nullable(),
});
export type FinishedWorkflows = z.infer<typeof FinishedWorkflows>;

/**
 * docs/product.md#dashboard featured tutorials: the newest short beginner ones first (issue 19: a
 * beginner's first pick is not a two-hour lecture), then the newest of the rest.
 */
export const FEATURED_TUTORIAL_COUNT = 3;

/** Issue 19: one of the "Mula di sini" card's three first actions, and whether it is done. */
export const StartAction = z.object({
  kind: z.enum(['tutorial', 'prompt', 'workflow']),
  id: z.string(),
  title: z.string(),
  /** The tutorial's duration or the workflow's step count, as the card says it. */
  detail: z.string().nullable(),
  done: z.boolean(),
});
export type StartAction = z.infer<typeof StartAction>;

/** Issue 21: the milestones a member can earn, in the order the dashboard shows them. */
export const MILESTONES = ['first_workflow', 'streak_7', 'path_completed', 'first_quiz'] as const;
export type MilestoneKind = (typeof MILESTONES)[number];

/** A milestone earned, and the Kuala Lumpur day (YYYY-MM-DD) it was earned on. */
export const Milestone = z.object({ kind: z.enum(MILESTONES), earnedOn: z.string() });
export type Milestone = z.infer<typeof Milestone>;

export const DashboardResponse = z.object({
  favorites: z.object({
    tools: z.array(FavoriteToolCard),
    tutorials: z.array(FavoriteTutorialCard),
    workflows: z.array(FavoriteWorkflowCard),
    prompts: z.array(FavoritePromptCard),
  }),
  statuses: StatusesResponse,
  progress: DashboardProgress,
  streak: DashboardStreak,
  featuredTutorials: z.array(DashboardTutorial),
  learningPath: z.array(LearningPathEntry),
  runs: z.array(RunInProgress),
  finishedWorkflows: FinishedWorkflows,
  /** The "Mula di sini" card, or null once its actions are done or it was closed. */
  start: z.array(StartAction).nullable(),
  /** Issue 21: the milestones earned, in MILESTONES' order. */
  milestones: z.array(Milestone),
  /** Issue 21: how many tutorials' quizzes the member has passed. */
  quizzesPassed: count,
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
