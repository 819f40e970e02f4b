import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { PROMPT_MESSAGES, type PromptListQuery } from '../../../shared/prompts.js';
import { savedBy as savedByMember } from '../../activity/saved.js';
import type { DB, Dialect } from '../../db/connect.js';
import { jsonListOrEmpty, jsonbListOrEmpty, listHas } from '../../db/helpers.js';
import { listPage, type SearchSpec } from '../../db/list.js';
import { requireRow } from '../../db/require-row.js';
import { notFound } from '../../http/errors.js';
import { recordInteraction } from '../../activity/interactions.js';
import type { PromptsTable } from '../../db/schema.js';

/** The columns a prompt card and the modal it opens are made from: no tags or times. */
export const PROMPT_CARD_COLUMNS = [
  'id',
  'title',
  'description',
  'prompt_text',
  'category',
  'difficulty',
  'image_url',
  'tools',
  'usage_tips',
] as const satisfies readonly (keyof PromptsTable)[];
export type PromptCardRow = Pick<Selectable<PromptsTable>, (typeof PROMPT_CARD_COLUMNS)[number]>;

type ListQuery = z.output<typeof PromptListQuery>;

// docs/product.md#prompts: prompts match title and description only (not the prompt text, tools or tags).
export const PROMPT_SEARCH: SearchSpec = { columns: ['title', 'description'] };

/** Prompts matching the search and filters, newest first, one keyset page plus the total. */
/** With `savedBy` (a member's id), only the items that member saved (issue 19). */
export function listPrompts(db: DB, dialect: Dialect, query: ListQuery, savedBy?: string) {
  return listPage({
    db,
    dialect,
    table: 'prompts',
    kind: 'prompt',
    columns: PROMPT_CARD_COLUMNS,
    search: PROMPT_SEARCH,
    query,
    equal: { category: query.category },
    where: [
      ...(query.tool ? [listHas(dialect, 'tools', query.tool)] : []),
      ...(savedBy ? [savedByMember(savedBy, 'prompt')] : []),
    ],
    sort: { newest: true },
  });
}

/**
 * Records that a member copied a prompt, which counts toward their learning streak
 * (docs/product.md#progress-and-streak: a prompt copy is activity).
 */
export async function recordPromptCopy(options: {
  db: DB;
  userId: string;
  promptId: string;
  now: Date;
}) {
  const { db, userId, promptId, now } = options;
  await requireRow(db, 'prompts', promptId, PROMPT_MESSAGES.notFound);
  await recordInteraction({ db, userId, itemType: 'prompt', itemId: promptId, type: 'copy', now });
}

export async function getPrompt(db: DB, id: string) {
  const prompt = await db.selectFrom('prompts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
  return prompt;
}

/** Issue 19: the prompt with this exact title (a workflow step names its prompts so). */
export async function findPromptByTitle(db: DB, title: string) {
  const prompt = await db
    .selectFrom('prompts')
    .selectAll()
    // As the admin's picker matches it: case aside.
    .where(sql`lower(title)`, '=', title.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
  return prompt;
}

/** Every tool name in the prompts' JSON lists, once each; the only engine-specific SQL here. */
function toolNames(dialect: Dialect) {
  // Lists may hold numbers or nested lists; only strings are tool names.
  const items =
    dialect === 'postgres'
      ? sql`(select item.value #>> '{}' as name from prompts
             cross join lateral jsonb_array_elements(${jsonbListOrEmpty('prompts.tools')}) as item(value)
             where jsonb_typeof(item.value) = 'string') as item`
      : sql`(select item.value as name from prompts, json_each(${jsonListOrEmpty('prompts.tools')}) as item
             where item.type = 'text') as item`;
  return sql<{ name: string }>`select item.name from ${items}
    where item.name is not null and trim(item.name) <> ''
    group by item.name order by lower(item.name), item.name`;
}

/** The filter options of /prompt (docs/product.md#prompts: built from the data), each sorted by name. */
export async function listPromptFilters(db: DB, dialect: Dialect) {
  const [categories, tools] = await Promise.all([
    db
      .selectFrom('prompts')
      .select('category')
      .where('category', 'is not', null)
      .where(sql<boolean>`trim(category) <> ''`)
      .groupBy('category')
      .orderBy(sql`lower(category)`)
      .orderBy('category')
      .execute(),
    toolNames(dialect).execute(db),
  ]);
  return {
    categories: categories.map((c) => c.category as string),
    tools: tools.rows.map((t) => t.name),
  };
}
