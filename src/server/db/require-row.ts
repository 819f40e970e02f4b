import type { DB } from './connect.js';

/** The row a request names is not there; the HTTP layer answers 404 with this message. */
export class RowNotFoundError extends Error {}

/** The tables of items a member acts on (favourites, statuses, copies, completions). */
export type ItemTable = 'tools' | 'tutorials' | 'workflows' | 'prompts';

/** Answers 404 with the item's own message unless `table` holds a row with this id. */
export async function requireRow(db: DB, table: ItemTable, id: string, message: string) {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new RowNotFoundError(message);
}
