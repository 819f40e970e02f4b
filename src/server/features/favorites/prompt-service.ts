import { PROMPT_FAVORITE_MESSAGES } from '../../../shared/favorites.js';
import { PROMPT_MESSAGES } from '../../../shared/prompts.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { requireRow } from '../../db/require-row.js';
import { HttpError, notFound } from '../../http/errors.js';
import { recordInteraction } from '../../activity/interactions.js';

interface Options {
  db: DB;
  userId: string;
}

/** The member's favourite prompts, newest first (docs/product.md#favourites-and-remarks user_prompt_favorites by user_id). */
export function listPromptFavorites({ db, userId }: Options) {
  return db
    .selectFrom('prompt_favorites')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('prompt_id')
    .execute();
}

/** docs/product.md#favourites-and-remarks "Prompt favourite toggles on": a second add is a 409; the add counts as activity. */
export async function addPromptFavorite({
  db,
  userId,
  promptId,
  now,
}: Options & { promptId: string; now: Date }) {
  await requireRow(db, 'prompts', promptId, PROMPT_MESSAGES.notFound);
  const row = { user_id: userId, prompt_id: promptId, created_at: now.toISOString() };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('prompt_favorites').values(row).execute();
      await recordInteraction({
        db: trx,
        userId,
        itemType: 'prompt',
        itemId: promptId,
        type: 'favorite',
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'duplicate', PROMPT_FAVORITE_MESSAGES.duplicate);
    }
    throw error;
  }
  return row;
}

/** docs/product.md#favourites-and-remarks "… and off": 404 when the prompt was not one of the member's favourites. */
export async function removePromptFavorite({
  db,
  userId,
  promptId,
}: Options & { promptId: string }) {
  const result = await db
    .deleteFrom('prompt_favorites')
    .where('user_id', '=', userId)
    .where('prompt_id', '=', promptId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw notFound(PROMPT_FAVORITE_MESSAGES.notFavorite);
  }
}
