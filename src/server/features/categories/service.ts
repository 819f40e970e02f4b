import { PostgresAdapter, sql } from 'kysely';
import {
  CATEGORY_MESSAGES,
  categoryNameKey,
  type CategorySummary,
} from '../../../shared/categories.js';
import type { DB } from '../../db/connect.js';
import { HttpError } from '../../http/errors.js';

async function countByCategory(db: DB, table: 'tools' | 'tutorials' | 'workflows') {
  const rows = await db
    .selectFrom(table)
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category')
    .execute();
  return new Map(rows.map((r) => [r.category, Number(r.n)]));
}

/** Every category by name, with how many tools, tutorials and workflows it holds. */
export async function listCategories(db: DB): Promise<CategorySummary[]> {
  const [categories, tools, tutorials, workflows] = await Promise.all([
    db
      .selectFrom('categories')
      .selectAll()
      .orderBy(sql`lower(name)`)
      .execute(),
    countByCategory(db, 'tools'),
    countByCategory(db, 'tutorials'),
    countByCategory(db, 'workflows'),
  ]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    counts: {
      tools: tools.get(c.name) ?? 0,
      tutorials: tutorials.get(c.name) ?? 0,
      workflows: workflows.get(c.name) ?? 0,
    },
  }));
}

/** The content whose category must be a row of the table; prompts' categories are their own. */
const CATEGORIZED = ['tools', 'tutorials', 'workflows'] as const;

const onPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Content is filed only under a category of the table (DESIGN §7.10), so every item can be
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

/**
 * Category writes (add, rename, delete) take turns on PostgreSQL, each holding the table's
 * SHARE ROW EXCLUSIVE lock until it commits: two names that look alike cannot both pass the
 * check, and every write locks the table before a row, so none waits in a circle. Readers, and
 * item writes locking a category `for share`, are not held up. SQLite: one writer at a time.
 */
export async function lockCategoryWrites(db: DB) {
  if (!onPostgres(db)) return;
  await sql`lock table ${sql.table('categories')} in share row exclusive mode`.execute(db);
}

/**
 * The category as it is now, locked until the write commits (PostgreSQL: item writes into it
 * wait, and it waits for those under way); undefined when it is gone.
 */
export async function lockCategory(db: DB, id: string) {
  let query = db.selectFrom('categories').selectAll().where('id', '=', id);
  if (onPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Refuses a name that looks the same as another category's (categoryNameKey): a non-breaking
 * space, a case variant of an accented name. Keeping a name that looks the same as the one the
 * category already has (its own case change) is fine.
 */
export async function assertCategoryNameFree(
  db: DB,
  name: string,
  self?: { id: string; name: string },
) {
  const key = categoryNameKey(name);
  if (self && categoryNameKey(self.name) === key) return;
  // The table is a short list (DESIGN §7.10); compared here, as SQLite cannot fold Unicode.
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  if (rows.some((r) => r.id !== self?.id && categoryNameKey(r.name) === key)) {
    const message = CATEGORY_MESSAGES.nameTaken;
    throw new HttpError(409, 'conflict', message, { name: message });
  }
}
