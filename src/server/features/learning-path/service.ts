import { randomUUID } from 'node:crypto';
import {
  LEARNING_PATH_MESSAGES as M,
  LEARNING_PATH_SLOTS,
  type LearningPathEntry,
  type LearningPathSlot,
} from '../../../shared/learning-path.js';
import type { DB } from '../../db/connect.js';
import { HttpError } from '../../http/errors.js';

/** The tutorials of the learning path, in position order (SPEC §7 ordered by position). */
export function readLearningPath(db: DB): Promise<LearningPathEntry[]> {
  return db
    .selectFrom('learning_path as lp')
    .innerJoin('tutorials as t', 't.id', 'lp.tutorial_id')
    .select(['lp.position', 't.id', 't.title', 't.category', 't.difficulty'])
    .orderBy('lp.position')
    .execute();
}

/** The admin tab's view: every slot 1..3, empty or holding its tutorial. */
export function slotsOf(entries: LearningPathEntry[]): LearningPathSlot[] {
  return Array.from({ length: LEARNING_PATH_SLOTS }, (_, i) => {
    const entry = entries.find((e) => e.position === i + 1);
    if (!entry) return { position: i + 1, tutorial: null };
    const { position, ...tutorial } = entry;
    return { position, tutorial };
  });
}

/**
 * SPEC §4 "saving from the tab replaces all rows": the old rows go and the chosen tutorials
 * (slot n at index n-1) come in. Run inside the caller's transaction, so a refusal part-way
 * (a tutorial that does not exist) leaves the old path as it was.
 */
export async function replaceLearningPath(
  trx: DB,
  tutorialIds: (string | null)[],
  now: Date,
): Promise<LearningPathEntry[]> {
  await trx.deleteFrom('learning_path').execute();
  const chosen = tutorialIds.flatMap((id, i) => (id ? [{ id, position: i + 1 }] : []));
  if (chosen.length === 0) throw new HttpError(400, 'validation_failed', M.noneChosen);
  const found = new Set(
    (
      await trx
        .selectFrom('tutorials')
        .select('id')
        .where(
          'id',
          'in',
          chosen.map((c) => c.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  const missing = chosen.find((c) => !found.has(c.id));
  if (missing) {
    throw new HttpError(400, 'validation_failed', M.unknownTutorial, {
      [`tutorialIds.${missing.position - 1}`]: M.unknownTutorial,
    });
  }
  await trx
    .insertInto('learning_path')
    .values(
      chosen.map((c) => ({
        id: randomUUID(),
        tutorial_id: c.id,
        position: c.position,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return readLearningPath(trx);
}
