import type { DashboardResponse } from '../../../shared/dashboard.js';
import {
  completionRate,
  learningStreak,
  streakDay,
  streakRecords,
} from '../../../shared/progress.js';
import {
  DEFAULT_ITEM_STATUS,
  DEFAULT_TUTORIAL_STATUS,
  type ItemStatus,
} from '../../../shared/statuses.js';
import { presentItemStatus, presentTutorialStatus } from '../../activity/statuses.js';
import { presentPromptCard } from '../../content/prompts.js';
import { presentToolCard } from '../../content/tools.js';
import { presentDashboardTutorial } from '../../content/tutorials.js';
import { presentWorkflowCard, stepCount } from '../../content/workflows.js';
import { activityOf } from './activity.js';
import { milestonesOf } from './milestones.js';
import type { DashboardData } from './service.js';

export function presentDashboard(data: DashboardData, now: Date): DashboardResponse {
  const tutorialStatuses = data.statuses.tutorials.map(presentTutorialStatus);
  const itemStatuses = data.statuses.items.map(presentItemStatus);
  const tutorialStatus = new Map(tutorialStatuses.map((s) => [s.tutorialId, s.status]));
  const itemStatus = new Map(itemStatuses.map((s) => [`${s.itemType}:${s.itemId}`, s.status]));
  const statusOf = (itemType: 'tool' | 'workflow', id: string): ItemStatus =>
    itemStatus.get(`${itemType}:${id}`) ?? DEFAULT_ITEM_STATUS;

  // Each favourite is its item's card (the answer's contract keeps the fields the dashboard
  // shows) with the member's marks.
  const marks = <S>(row: { personal_remarks: string | null; favorited_at: string }, status: S) => ({
    personalRemarks: row.personal_remarks,
    favoritedAt: row.favorited_at,
    status,
  });
  const tools = data.tools.map((row) => ({
    ...presentToolCard(row),
    ...marks(row, statusOf('tool', row.id)),
  }));
  const tutorials = data.tutorials.map((row) => ({
    ...presentDashboardTutorial(row),
    ...marks(row, tutorialStatus.get(row.id) ?? DEFAULT_TUTORIAL_STATUS),
  }));
  const workflows = data.workflows.map((row) => ({
    ...presentWorkflowCard(row),
    ...marks(row, statusOf('workflow', row.id)),
  }));
  const prompts = data.prompts.map((row) => ({
    ...presentPromptCard(row),
    favoritedAt: row.favorited_at,
  }));

  // docs/product.md#dashboard "Progress": counted over the favourited items only.
  const completed = tutorials.filter((t) => t.status === 'completed').length;
  const toolsTried = tools.filter((t) => t.status === 'tried').length;
  const workflowsTried = workflows.filter((w) => w.status === 'tried').length;
  const today = streakDay(now);
  const records = streakRecords(data.activity);

  return {
    favorites: { tools, tutorials, workflows, prompts },
    statuses: { tutorials: tutorialStatuses, items: itemStatuses },
    progress: {
      tutorials: {
        completed,
        total: tutorials.length,
        rate: completionRate(completed, tutorials.length),
      },
      tools: {
        tried: toolsTried,
        total: tools.length,
        rate: completionRate(toolsTried, tools.length),
      },
      workflows: {
        tried: workflowsTried,
        total: workflows.length,
        rate: completionRate(workflowsTried, workflows.length),
      },
      activity: activityOf(data, tutorialStatuses),
    },
    streak: {
      days: learningStreak(data.activity, now),
      activeToday: data.activity.some((time) => streakDay(time) === today),
      longest: records.longest,
    },
    featuredTutorials: data.featured.map(presentDashboardTutorial),
    learningPath: data.learningPath,
    runs: data.runs.flatMap((run) => {
      const totalSteps = stepCount(run.steps);
      if (totalSteps === 0) return [];
      return {
        workflowId: run.id,
        title: run.title,
        // An admin may have removed steps since: the run is never past the last one.
        step: Math.max(1, Math.min(run.current_step + 1, totalSteps)),
        totalSteps,
        updatedAt: run.updated_at,
      };
    }),
    start: data.start,
    milestones: milestonesOf(data, tutorialStatuses, records.milestoneOn),
    quizzesPassed: data.quizzesPassed.count,
    finishedWorkflows: {
      count: data.finished.count,
      last: data.finished.last && {
        id: data.finished.last.id,
        title: data.finished.last.title,
        finishedAt: data.finished.last.created_at,
      },
    },
  };
}
