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

/**
 * docs/product.md#dashboard "Progress": among the member's favourited tutorials, how many are completed; among
 * favourited tools and workflows, how many are tried; `rate` is the rounded percentage.
 */
export const DashboardProgress = z.object({
  tutorials: z.object({ completed: count, total: count, rate: count }),
  tools: TriedFigure,
  workflows: TriedFigure,
});
export type DashboardProgress = z.infer<typeof DashboardProgress>;

/** docs/product.md#dashboard "Learning streak" (docs/product.md#progress-and-streak); `activeToday` false means today can still extend it. */
export const DashboardStreak = z.object({
  days: z.number().int(),
  activeToday: z.boolean(),
});
export type DashboardStreak = z.infer<typeof DashboardStreak>;

/** docs/product.md#dashboard: the featured tutorials are the newest ones. */
export const FEATURED_TUTORIAL_COUNT = 3;

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
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
