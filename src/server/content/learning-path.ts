import type { LearningPathEntry } from '../../shared/learning-path.js';
import type { DB } from '../db/connect.js';

/**
 * The tutorials of the learning path, in position order (docs/product.md#learning-path ordered by position). Every
 * write keeps the saved positions 1..n (`compactPositions`), so the tab's slots and the
 * Community dialog's "Langkah n" agree. Deleting a tutorial drops its row without renumbering
 * the rest (a foreign-key cascade); the gap it leaves reads as closed here and is closed in the
 * table by the next write.
 */
export async function readLearningPath(db: DB): Promise<LearningPathEntry[]> {
  const rows = await db
    .selectFrom('learning_path as lp')
    .innerJoin('tutorials as t', 't.id', 'lp.tutorial_id')
    .select(['lp.position', 't.id', 't.title', 't.category', 't.difficulty'])
    .orderBy('lp.position')
    .execute();
  return rows.map((row, i) => ({ ...row, position: i + 1 }));
}
