import { sql } from 'kysely';
import { CATEGORY_MESSAGES, type CategorySummary } from '../../../shared/categories.js';
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

/**
 * Content is filed only under a category of the table (DESIGN §7.10), so every item can be
 * renamed with it and counted against its delete. An edit may keep the category it already had.
 */
export async function assertKnownCategory(
  db: DB,
  row: { category?: string | null },
  before?: { category: string | null },
) {
  if (!row.category || row.category === before?.category) return;
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', row.category)
    .executeTakeFirst();
  if (!found) {
    const message = CATEGORY_MESSAGES.unknown;
    throw new HttpError(400, 'validation_failed', message, { category: message });
  }
}
