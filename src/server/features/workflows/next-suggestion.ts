import type { NextSuggestion } from '../../../shared/workflow-runs.js';
import { TUTORIAL_DIFFICULTIES } from '../../../shared/tutorials.js';
import type { DB } from '../../db/connect.js';

/** The tutorial difficulty a beginner starts with. */
const BEGINNER = TUTORIAL_DIFFICULTIES[0];

/**
 * Issue 19: what to do after finishing a workflow — another workflow of its category the member
 * has not finished, else a beginner tutorial they have not completed; null when there is none.
 */
export async function suggestNext(
  db: DB,
  { userId, workflowId }: { userId: string; workflowId: string },
): Promise<NextSuggestion | null> {
  const finished = db
    .selectFrom('interactions')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_type', '=', 'workflow')
    .where('interaction_type', '=', 'complete');
  const workflow = await db
    .selectFrom('workflows as w')
    .innerJoin('workflows as done', (join) =>
      join.on('done.id', '=', workflowId).onRef('done.category', '=', 'w.category'),
    )
    .select(['w.id', 'w.title'])
    .where('w.id', '!=', workflowId)
    .where('w.id', 'not in', finished)
    .orderBy('w.created_at')
    .orderBy('w.id')
    .limit(1)
    .executeTakeFirst();
  if (workflow) return { kind: 'workflow', ...workflow };

  const completed = db
    .selectFrom('tutorial_status')
    .select('tutorial_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed');
  const tutorial = await db
    .selectFrom('tutorials')
    .select(['id', 'title'])
    .where('difficulty', '=', BEGINNER)
    .where('id', 'not in', completed)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return tutorial ? { kind: 'tutorial', ...tutorial } : null;
}
