import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { RELATED_COUNT } from '../../../shared/constants.js';
import { TOOL_MESSAGES, type ToolListQuery } from '../../../shared/tools.js';
import { savedBy as savedByMember } from '../../activity/saved.js';
import type { DB, Dialect } from '../../db/connect.js';
import { listPage, type SearchSpec } from '../../db/list.js';
import { notFound } from '../../http/errors.js';
import { prepared } from '../../db/prepared.js';
import { cachedRead } from '../../db/read-cache.js';
import type { ToolsTable } from '../../db/schema.js';

/** The columns a tool card is made from (lists, the showcase, similar tools). */
export const TOOL_CARD_COLUMNS = [
  'id',
  'name',
  'website',
  'logo_url',
  'main_function',
  'category',
  'pricing',
  'key_features',
  'alternatives',
  'rating',
] as const satisfies readonly (keyof ToolsTable)[];
export type ToolCardRow = Pick<Selectable<ToolsTable>, (typeof TOOL_CARD_COLUMNS)[number]>;

type ListQuery = z.output<typeof ToolListQuery>;

// docs/product.md#tools: tools match name, description, main function and key features.
export const TOOL_SEARCH: SearchSpec = {
  columns: ['name', 'description', 'main_function'],
  lists: [{ column: 'key_features' }],
};

/** Tools matching docs/product.md#tools search and the filters, one keyset page of cards plus the total. */
/** With `savedBy` (a member's id), only the items that member saved (issue 19). */
export function listTools(db: DB, dialect: Dialect, query: ListQuery, savedBy?: string) {
  return listPage({
    db,
    dialect,
    table: 'tools',
    kind: 'tool',
    columns: TOOL_CARD_COLUMNS,
    search: TOOL_SEARCH,
    query,
    equal: { category: query.category, pricing: query.pricing },
    where: savedBy ? [savedByMember(savedBy, 'tool')] : [],
    sort: query.sort === 'name' ? { alphabetical: 'name' } : { newest: true },
  });
}

/** The tool whose name is exactly `name` (docs/product.md#tools tool chip), or none. */
export function findToolByName(db: DB, name: string) {
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
export async function getToolDetail(db: DB, id: string) {
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
