import { randomUUID } from 'node:crypto';
import {
  LEARNING_PATH_MESSAGES as M,
  LEARNING_PATH_SLOTS,
  type LearningPathEntry,
  type LearningPathSlot,
} from '../../../shared/learning-path.js';
import type { DB, Dialect } from '../../db/connect.js';
import { HttpError, notFound } from '../../http/errors.js';
import { readLearningPath } from '../../content/learning-path.js';

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
 * docs/product.md#learning-path "saving from the tab replaces all rows": the old rows go and the chosen tutorials
 * (slot n at index n-1) come in, in slot order at positions 1..n: an empty slot between two
 * chosen ones is closed (issue 16), so the tab shows after saving what members see. Run inside
 * the caller's transaction, so a refusal part-way (a tutorial that does not exist) leaves the
 * old path as it was.
 */
export async function replaceLearningPath({
  db: trx,
  tutorialIds,
  now,
}: {
  db: DB;
  tutorialIds: (string | null)[];
  now: Date;
}): Promise<LearningPathEntry[]> {
  await trx.deleteFrom('learning_path').execute();
  const chosen = tutorialIds.flatMap((id, slot) => (id ? [{ id, slot }] : []));
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
      [`tutorialIds.${missing.slot}`]: M.unknownTutorial,
    });
  }
  await trx
    .insertInto('learning_path')
    .values(
      chosen.map((c, i) => ({
        id: randomUUID(),
        tutorial_id: c.id,
        position: i + 1,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return readLearningPath(trx);
}

/**
 * Renumbers the saved rows 1..n in their order (issue 16: positions as saved are the numbers
 * members read). One row at a time from the front, each into a position no other row holds:
 * both engines check the unique position per row, so a single `position - 1` update could
 * collide with itself.
 */
async function compactPositions(trx: DB) {
  const rows = await trx
    .selectFrom('learning_path')
    .select(['id', 'position'])
    .orderBy('position')
    .execute();
  for (const [i, row] of rows.entries()) {
    if (row.position === i + 1) continue;
    await trx
      .updateTable('learning_path')
      .set({ position: i + 1 })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * The tutorial exists; with `hold` (PostgreSQL) it stays until the transaction ends, so a
 * delete running beside an add cannot turn the insert into a foreign-key error.
 */
async function requireTutorial(trx: DB, tutorialId: string, hold = false) {
  let query = trx.selectFrom('tutorials').select('id').where('id', '=', tutorialId);
  if (hold) query = query.forShare();
  if (!(await query.executeTakeFirst())) throw notFound(M.unknownTutorial);
}

/**
 * docs/product.md#learning-path "Admin adds at the lowest free position": with the positions kept 1..n that is n+1.
 * A fourth is refused (docs/product.md#learning-path), and so is a tutorial already in the path.
 */
export async function addToLearningPath({
  db: trx,
  dialect,
  tutorialId,
  now,
}: {
  db: DB;
  dialect: Dialect;
  tutorialId: string;
  now: Date;
}): Promise<{ position: number; entries: LearningPathEntry[] }> {
  await requireTutorial(trx, tutorialId, dialect === 'postgres');
  const rows = await trx.selectFrom('learning_path').select('tutorial_id').execute();
  if (rows.some((row) => row.tutorial_id === tutorialId)) {
    throw new HttpError(409, 'already_in_path', M.alreadyInPath);
  }
  if (rows.length >= LEARNING_PATH_SLOTS) throw new HttpError(409, 'path_full', M.tooMany);
  await compactPositions(trx);
  const position = rows.length + 1;
  await trx
    .insertInto('learning_path')
    .values({
      id: randomUUID(),
      tutorial_id: tutorialId,
      position,
      created_at: now.toISOString(),
    })
    .execute();
  return { position, entries: await readLearningPath(trx) };
}

/** docs/product.md#learning-path "or removes it": the tutorials after it move up one place. */
export async function removeFromLearningPath({
  db: trx,
  tutorialId,
}: {
  db: DB;
  tutorialId: string;
}): Promise<LearningPathEntry[]> {
  await requireTutorial(trx, tutorialId);
  const removed = await trx
    .deleteFrom('learning_path')
    .where('tutorial_id', '=', tutorialId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) {
    throw new HttpError(404, 'not_in_path', M.notInPath);
  }
  await compactPositions(trx);
  return readLearningPath(trx);
}
