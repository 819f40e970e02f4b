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
export async function lockCategory({ db, id }: { db: DB; id: string }) {
  let query = db.selectFrom('categories').selectAll().where('id', '=', id);
  if (onPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Refuses a name that looks the same as another category's: a non-breaking space, a case
 * variant of an accented name, a dotted capital I. Looked up by the stored key (categories.name_key,
 * unique: docs/decisions/040-one-stored-key-for-category-names.md), the one rule every category
 * write, the import's preview and the table's index share. Keeping a name that looks the same as
 * the one the category already has (its own case change) is fine.
 */
export async function assertCategoryNameFree({
  db,
  name,
  self,
}: {
  db: DB;
  name: string;
  /** The category being renamed: its own name is not a clash. */
  self?: { id: string; name_key: string };
}) {
  const key = categoryNameKey(name);
  if (self?.name_key === key) return;
  let query = db.selectFrom('categories').select('id').where('name_key', '=', key);
  if (self) query = query.where('id', '<>', self.id);
  if (await query.executeTakeFirst()) {
    const message = CATEGORY_MESSAGES.nameTaken;
    throw new HttpError(409, 'conflict', message, { name: message });
  }
}
