import { sql } from 'kysely';
import { RELATED_COUNT } from '../../../shared/constants.js';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { TOOL_CARD_COLUMNS } from '../../content/tools.js';
import type { DB } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';
import { prepared } from '../../db/prepared.js';
import { cachedRead } from '../../db/read-cache.js';

/** The tool whose name is exactly `name` (docs/product.md#tools tool chip), or none. */
export function findToolByName({ db, name }: { db: DB; name: string }) {
  return db
    .selectFrom('tools')
    .select(['id', 'name', 'logo_url as logoUrl', 'category'])
    .where('name', '=', name)
    .orderBy('created_at')
    .executeTakeFirst();
}

const toolById = prepared((db, id: string) =>
  db.selectFrom('tools').selectAll().where('id', '=', id),
);
// One more than shown, so the tool itself can be left out of its own similar tools.
const topOfCategory = prepared((db, category: string) =>
  db
    .selectFrom('tools')
    .select(TOOL_CARD_COLUMNS)
    .where('category', '=', category)
    // The best rated first, unrated last on both engines (index tools_category_rating_idx).
    .orderBy(sql`coalesce(rating, -1)`, 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(RELATED_COUNT + 1),
);
const related = (table: 'tutorials' | 'workflows') =>
  prepared((db, category: string) =>
    db
      .selectFrom(table)
      .select(['id', 'title', 'category', 'difficulty'])
      .where('category', '=', category)
      .orderBy('created_at', 'desc')
      .limit(RELATED_COUNT),
  );
const relatedTutorials = related('tutorials');
const relatedWorkflows = related('workflows');

/** One tool, up to 3 others of its category, and 3 tutorials and workflows of it (docs/product.md#tools). */
export async function getToolDetail({ db, id }: { db: DB; id: string }) {
  const [tool] = await toolById(db, id);
  if (!tool) throw notFound(TOOL_MESSAGES.notFound);
  const category = tool.category;
  if (!category) return { tool, similar: [], tutorials: [], workflows: [] };
  // The same for every tool of the category, so read once per few seconds (read-cache).
  const [top, tutorials, workflows] = await Promise.all([
    cachedRead(db, `similar:${category}`, () => topOfCategory(db, category)),
    cachedRead(db, `tutorials:${category}`, () => relatedTutorials(db, category)),
    cachedRead(db, `workflows:${category}`, () => relatedWorkflows(db, category)),
  ]);
  const similar = top.filter((t) => t.id !== tool.id).slice(0, RELATED_COUNT);
  return { tool, similar, tutorials, workflows };
}
