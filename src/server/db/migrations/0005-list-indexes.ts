import { sql, type Kysely } from 'kysely';

// Indexes for the orders and lookups the lists use, so each reads only the rows it returns:
// category lists newest first and by title, related items of a category, similar tools by
// rating, and a tool by its exact name (tool chips).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const INDEXES: [name: string, table: string, columns: string][] = [
  ['tutorials_title_idx', 'tutorials', 'lower(title), id'],
  ['tutorials_category_title_idx', 'tutorials', 'category, lower(title), id'],
  ['tutorials_category_created_idx', 'tutorials', 'category, created_at, id'],
  ['workflows_title_idx', 'workflows', 'lower(title), id'],
  ['workflows_category_title_idx', 'workflows', 'category, lower(title), id'],
  ['workflows_category_created_idx', 'workflows', 'category, created_at, id'],
  ['prompts_category_created_idx', 'prompts', 'category, created_at, id'],
  ['tools_category_created_idx', 'tools', 'category, created_at, id'],
  // Similar tools: best rated first, unrated (-1) last, then by name.
  ['tools_category_rating_idx', 'tools', 'category, coalesce(rating, -1) desc, lower(name), id'],
  ['tools_exact_name_idx', 'tools', 'name'],
];
// Superseded by the ones above.
const DROPPED: [name: string, table: string, columns: string[]][] = [
  ['tutorials_category_idx', 'tutorials', ['category', 'title']],
  ['workflows_category_idx', 'workflows', ['category', 'title']],
  ['prompts_category_idx', 'prompts', ['category']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name] of DROPPED) await db.schema.dropIndex(name).execute();
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).expression(sql.raw(columns)).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, table, columns] of DROPPED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}
