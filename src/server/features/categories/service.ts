import { sql } from 'kysely';
import type { CategorySummary } from '../../../shared/categories.js';
import type { DB } from '../../db/connect.js';

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
