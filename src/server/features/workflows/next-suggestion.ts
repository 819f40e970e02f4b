import type { SelectQueryBuilder } from 'kysely';
import type { NextSuggestion } from '../../../shared/workflow-runs.js';
import { TUTORIAL_DIFFICULTIES } from '../../../shared/tutorials.js';
import type { DB } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';

/** The tutorial difficulty a beginner starts with. */
const BEGINNER = TUTORIAL_DIFFICULTIES[0];

type Suggestable = 'workflows' | 'tutorials';

/** The item a list shows first (oldest, then by id) among those `narrow` keeps, or undefined. */
function firstOf(
  db: DB,
  table: Suggestable,
  narrow: (
    query: SelectQueryBuilder<Database, Suggestable, { id: string; title: string }>,
  ) => SelectQueryBuilder<Database, Suggestable, { id: string; title: string }>,
) {
  const items = db.selectFrom(table).select(['id', 'title']);
  return narrow(items).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

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
  const categoryOfFinished = db
    .selectFrom('workflows')
    .select('category')
    .where('id', '=', workflowId);
  const workflow = await firstOf(db, 'workflows', (items) =>
    items
      .where('category', '=', categoryOfFinished)
      .where('id', '!=', workflowId)
      .where('id', 'not in', finished),
  );
  if (workflow) return { kind: 'workflow', ...workflow };

  const completed = db
    .selectFrom('tutorial_status')
    .select('tutorial_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed');
  const tutorial = await firstOf(db, 'tutorials', (items) =>
    items.where('difficulty', '=', BEGINNER).where('id', 'not in', completed),
  );
  return tutorial ? { kind: 'tutorial', ...tutorial } : null;
}
