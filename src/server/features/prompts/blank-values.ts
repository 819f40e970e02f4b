import { BLANK_VALUES_KEPT } from '../../../shared/prompt-blank-values.js';
import type { DB } from '../../db/connect.js';

// Issue 21: a member's values for prompt blanks, by blank name (migration 0011).

export async function readBlankValues({ db, userId }: { db: DB; userId: string }) {
  const rows = await db
    .selectFrom('prompt_blank_values')
    .select(['name', 'value'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/**
 * Keeps the values just used (an empty one forgets its name), in one transaction, and then
 * forgets the least recently used names past BLANK_VALUES_KEPT.
 */
export async function saveBlankValues(
  db: DB,
  userId: string,
  values: Record<string, string>,
  now: Date,
) {
  const updatedAt = now.toISOString();
  const entries = Object.entries(values).map(([name, value]) => [name, value.trim()] as const);
  const kept = entries.filter(([, value]) => value);
  const forgotten = entries.filter(([, value]) => !value).map(([name]) => name);
  await db.transaction().execute(async (trx) => {
    if (forgotten.length) {
      await trx
        .deleteFrom('prompt_blank_values')
        .where('user_id', '=', userId)
        .where('name', 'in', forgotten)
        .execute();
    }
    if (kept.length) {
      await trx
        .insertInto('prompt_blank_values')
        .values(
          kept.map(([name, value]) => ({ user_id: userId, name, value, updated_at: updatedAt })),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'name']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    // Whatever two saves at once left behind, the member keeps the most recent names only.
    await trx
      .deleteFrom('prompt_blank_values')
      .where('user_id', '=', userId)
      .where('name', 'not in', (eb) =>
        eb
          .selectFrom('prompt_blank_values')
          .select('name')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('name')
          .limit(BLANK_VALUES_KEPT),
      )
      .execute();
  });
  return readBlankValues({ db, userId });
}

export async function clearBlankValues({ db, userId }: { db: DB; userId: string }) {
  await db.deleteFrom('prompt_blank_values').where('user_id', '=', userId).execute();
}
