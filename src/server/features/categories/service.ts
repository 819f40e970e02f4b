import { sql } from 'kysely';
import {
  CATEGORY_MESSAGES,
  categoryNameKey,
  type CategorySummary,
} from '../../../shared/categories.js';
import type { DB } from '../../db/connect.js';
import { onPostgres } from '../../db/helpers.js';
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
  // The table is a short list (docs/decisions/014-the-categories-table-is-the-list.md); compared here, as SQLite cannot fold Unicode.
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  if (rows.some((r) => r.id !== self?.id && categoryNameKey(r.name) === key)) {
    const message = CATEGORY_MESSAGES.nameTaken;
    throw new HttpError(409, 'conflict', message, { name: message });
  }
}
