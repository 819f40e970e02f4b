import { sql } from 'kysely';
import type { z } from 'zod';
import { RELATED_COUNT } from '../../../shared/constants.js';
import { TOOL_MESSAGES, type ToolListQuery } from '../../../shared/tools.js';
import type { DB, Dialect } from '../../db/connect.js';
import { containsInsensitive, listContainsInsensitive } from '../../db/helpers.js';
import { decodeCursor, encodeCursor, invalidCursor } from '../../db/paging.js';
import { notFound } from '../../http/errors.js';
import { presentTool } from './presenter.js';

type ListQuery = z.output<typeof ToolListQuery>;

const SEARCHED = ['name', 'description', 'main_function'] as const;

/** Tools matching SPEC §5 search and the filters, one keyset page plus the total. */
export async function listTools(db: DB, dialect: Dialect, query: ListQuery) {
  let filtered = db.selectFrom('tools');
  const q = query.q?.trim();
  if (q) {
    filtered = filtered.where((eb) =>
      eb.or([
        ...SEARCHED.map((c) => containsInsensitive(c, q)),
        listContainsInsensitive(dialect, 'tools.key_features', q),
      ]),
    );
  }
  if (query.category) filtered = filtered.where('category', '=', query.category);
  if (query.pricing) filtered = filtered.where('pricing', '=', query.pricing);

  const byName = query.sort === 'name';
  const sortKey = byName ? sql<string>`lower(name)` : sql<string>`created_at`;
  const after = decodeCursor(query.cursor);
  if (after && !byName && Number.isNaN(Date.parse(after[0]))) throw invalidCursor();
  // The database's own lower() gives the cursor key, so paging agrees with its ordering.
  let page = filtered.selectAll().select(sortKey.as('sort_key'));
  if (after) {
    const [key, id] = after;
    page = page.where((eb) =>
      byName
        ? eb.or([eb(sortKey, '>', key), eb.and([eb(sortKey, '=', key), eb('id', '>', id)])])
        : eb.or([eb(sortKey, '<', key), eb.and([eb(sortKey, '=', key), eb('id', '<', id)])]),
    );
  }
  const direction = byName ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    page
      .orderBy(sortKey, direction)
      .orderBy('id', direction)
      .limit(query.limit + 1)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);

  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(String(last.sort_key), last.id) : null;
  return { items: items.map(presentTool), total: Number(count.n), nextCursor };
}

/** One tool and up to 3 others of its category (SPEC §2 /tools/{id}). */
export async function getToolDetail(db: DB, id: string) {
  const tool = await db.selectFrom('tools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!tool) throw notFound(TOOL_MESSAGES.notFound);
  const similar = tool.category
    ? await db
        .selectFrom('tools')
        .selectAll()
        .where('category', '=', tool.category)
        .where('id', '!=', tool.id)
        .orderBy('rating', 'desc')
        .orderBy(sql`lower(name)`)
        .limit(RELATED_COUNT)
        .execute()
    : [];
  return { tool: presentTool(tool), similar: similar.map(presentTool) };
}
