// The category rule every categorised item's write checks (tools, tutorials, workflows): shared
// by their admin routes, kept apart from the categories feature that manages the table itself.
import { CATEGORY_MESSAGES } from '../../shared/categories.js';
import type { DB } from '../db/connect.js';
import { onPostgres } from '../db/helpers.js';
import { HttpError } from '../http/errors.js';

/** The content whose category must be a row of the table; prompts' categories are their own. */
export const CATEGORIZED = ['tools', 'tutorials', 'workflows'] as const;

/**
 * Content is filed only under a category of the table (docs/decisions/014-the-categories-table-is-the-list.md), so every item can be
 * renamed with it and counted against its delete. An edit may keep the category it already had.
 *
 * Under concurrency too (issue 15): on PostgreSQL the category row found stays locked (`for
 * share`) until the item's write commits, so a rename or delete of that category waits for the
 * item and then carries or counts it, and one that went first leaves nothing to find. SQLite
 * runs one write transaction at a time, so the check and the write are never interleaved there.
 */
export async function assertKnownCategory(
  db: DB,
  row: { category?: string | null },
  before?: { id: string; category: string | null },
) {
  const name = row.category;
  if (!name) return;
  let lookup = db.selectFrom('categories').select('id').where('name', '=', name);
  if (onPostgres(db)) lookup = lookup.forShare();
  if (await lookup.executeTakeFirst()) return;
  // Content older than the table may keep its category on an edit, while it is still filed
  // under it: an item a rename has moved since the edit read it must not get the old name back.
  if (before && name === before.category && (await stillFiledUnder(db, before.id, name))) return;
  const message = CATEGORY_MESSAGES.unknown;
  throw new HttpError(400, 'validation_failed', message, { category: message });
}

async function stillFiledUnder(db: DB, id: string, category: string) {
  for (const table of CATEGORIZED) {
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('category', '=', category)
      .executeTakeFirst();
    if (found) return true;
  }
  return false;
}
