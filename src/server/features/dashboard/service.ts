import { allOf } from '../../../shared/all-of.js';
import { RUNS_ON_DASHBOARD } from '../../../shared/dashboard.js';
import type { DB, Dialect } from '../../db/connect.js';
import { readLearningPath } from '../../content/learning-path.js';
import { listStatuses } from '../../activity/statuses.js';
import { activityDays } from '../../activity/streak.js';
import { columnsAs } from '../../content/definition.js';
import { PROMPT_CARD_COLUMNS } from '../../content/prompts.js';
import { TOOL_CARD_COLUMNS } from '../../content/tools.js';
import { WORKFLOW_CARD_COLUMNS } from '../../content/workflows.js';
import { TUTORIAL_CARD, featuredTutorials, readStart } from './start.js';

/**
 * Everything the member's dashboard shows (docs/product.md#dashboard), read in one round of queries run together:
 * each favourite list joined to its content (a favourite whose item is gone is left out), the
 * statuses, the activity days, the newest tutorials and the learning path.
 */
export async function readDashboard({
  db,
  dialect,
  userId,
}: {
  db: DB;
  dialect: Dialect;
  userId: string;
}) {
  const favoritesOf = <T extends 'tool' | 'tutorial' | 'workflow'>(itemType: T) =>
    db
      .selectFrom('favorites as f')
      .where('f.user_id', '=', userId)
      .where('f.item_type', '=', itemType)
      .select(['f.personal_remarks', 'f.created_at as favorited_at'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc');

  const finished = db
    .selectFrom('interactions as i')
    .where('i.user_id', '=', userId)
    .where('i.item_type', '=', 'workflow')
    .where('i.interaction_type', '=', 'complete')
    .innerJoin('workflows as w', 'w.id', 'i.item_id');
  // Issue 33: the prompts the member copied (one row a prompt a day), of prompts still there.
  const copied = db
    .selectFrom('interactions as i')
    .where('i.user_id', '=', userId)
    .where('i.item_type', '=', 'prompt')
    .where('i.interaction_type', '=', 'copy')
    .innerJoin('prompts as p', 'p.id', 'i.item_id');
  const { finishedCount, lastFinished, firstFinished, quizzes, copiedCount, lastCopied, ...read } =
    await allOf({
      tools: favoritesOf('tool')
        .innerJoin('tools as t', 't.id', 'f.item_id')
        .select(columnsAs('t', TOOL_CARD_COLUMNS))
        .execute(),
      tutorials: favoritesOf('tutorial')
        .innerJoin('tutorials as t', 't.id', 'f.item_id')
        .select(TUTORIAL_CARD)
        .execute(),
      workflows: favoritesOf('workflow')
        .innerJoin('workflows as w', 'w.id', 'f.item_id')
        .select(columnsAs('w', WORKFLOW_CARD_COLUMNS))
        .execute(),
      prompts: db
        .selectFrom('prompt_favorites as pf')
        .innerJoin('prompts as p', 'p.id', 'pf.prompt_id')
        .where('pf.user_id', '=', userId)
        .select([...columnsAs('p', PROMPT_CARD_COLUMNS), 'pf.created_at as favorited_at'])
        .orderBy('pf.created_at', 'desc')
        .orderBy('p.id')
        .execute(),
      statuses: listStatuses({ db, userId }),
      activity: activityDays({ db, dialect, userId }),
      featured: featuredTutorials({ db }),
      learningPath: readLearningPath(db),
      // Issue 19: the runs left unfinished, and the workflows finished (one row a day each).
      runs: db
        .selectFrom('workflow_runs as r')
        .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
        .where('r.user_id', '=', userId)
        .where('r.finished_at', 'is', null)
        .select(['w.id', 'w.title', 'w.steps', 'r.current_step', 'r.updated_at'])
        .orderBy('r.updated_at', 'desc')
        .limit(RUNS_ON_DASHBOARD)
        .execute(),
      finishedCount: finished
        .select((eb) => eb.fn.count<number | string>('w.id').distinct().as('n'))
        .executeTakeFirst(),
      lastFinished: finished
        .select(['w.id', 'w.title', 'i.created_at'])
        .orderBy('i.created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // Issue 21: when the first was finished (a milestone).
      firstFinished: finished
        .select((eb) => eb.fn.min<string>('i.created_at').as('at'))
        .executeTakeFirst(),
      start: readStart({ db, userId }),
      // Issue 21: the quizzes passed, and when the first was.
      quizzes: db
        .selectFrom('quiz_results')
        .where('user_id', '=', userId)
        .where('passed_at', 'is not', null)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.min<string>('passed_at').as('first'),
        ])
        .executeTakeFirst(),
      copiedCount: copied
        .select((eb) => eb.fn.count<number | string>('p.id').distinct().as('n'))
        .executeTakeFirst(),
      lastCopied: copied
        .select(['p.id', 'p.title', 'i.created_at'])
        .orderBy('i.created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // Issue 33: every quiz the member has not passed, with their best result if they tried it.
      unpassedQuizzes: db
        .selectFrom('tutorial_quizzes as q')
        .innerJoin('tutorials as t', 't.id', 'q.tutorial_id')
        .leftJoin('quiz_results as r', (join) =>
          join.onRef('r.tutorial_id', '=', 'q.tutorial_id').on('r.user_id', '=', userId),
        )
        .where('r.passed_at', 'is', null)
        .select(['t.id', 't.title', 'r.best_percent', 'r.updated_at'])
        .orderBy('t.title')
        .orderBy('t.id')
        .execute(),
    });
  return {
    ...read,
    finished: {
      count: Number(finishedCount?.n ?? 0),
      last: lastFinished ?? null,
      firstAt: firstFinished?.at ?? null,
    },
    quizzesPassed: { count: Number(quizzes?.n ?? 0), firstAt: quizzes?.first ?? null },
    copied: { count: Number(copiedCount?.n ?? 0), last: lastCopied ?? null },
  };
}

export type DashboardData = Awaited<ReturnType<typeof readDashboard>>;
