import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { RELATED_COUNT } from '../../../shared/constants.js';
import { TUTORIAL_MESSAGES, type TutorialListQuery } from '../../../shared/tutorials.js';
import { savedBy as savedByMember } from '../../activity/saved.js';
import type { DB, Dialect } from '../../db/connect.js';
import { listPage, type SearchSpec } from '../../db/list.js';
import { notFound } from '../../http/errors.js';
import type { TutorialsTable } from '../../db/schema.js';

/** The columns a tutorial card is made from: no steps, resources or description. */
export const TUTORIAL_CARD_COLUMNS = [
  'id',
  'title',
  'youtube_id',
  'video_language',
  'captions',
  'duration',
  'instructor',
  'difficulty',
  'category',
] as const satisfies readonly (keyof TutorialsTable)[];
export type TutorialCardRow = Pick<
  Selectable<TutorialsTable>,
  (typeof TUTORIAL_CARD_COLUMNS)[number]
>;

type ListQuery = z.output<typeof TutorialListQuery>;

// docs/product.md#tutorials: tutorials match title, description, instructor, category and steps — both the old
// plain-string steps and the title and description of step objects (never their key names).
export const TUTORIAL_SEARCH: SearchSpec = {
  columns: ['title', 'description', 'instructor', 'category'],
  lists: [{ column: 'steps', keys: ['title', 'description'] }],
};

/** Tutorials matching docs/product.md#tutorials search and the filters, one keyset page of cards plus the total. */
/** With `savedBy` (a member's id), only the items that member saved (issue 19). */
export function listTutorials(db: DB, dialect: Dialect, query: ListQuery, savedBy?: string) {
  return listPage({
    db,
    dialect,
    table: 'tutorials',
    kind: 'tutorial',
    columns: TUTORIAL_CARD_COLUMNS,
    search: TUTORIAL_SEARCH,
    query,
    equal: { category: query.category, difficulty: query.difficulty },
    where: savedBy ? [savedByMember(savedBy, 'tutorial')] : [],
    sort: query.sort === 'title' ? { alphabetical: 'title' } : { newest: true },
  });
}

/** One tutorial and up to 3 tools of its category (docs/product.md#tutorials /learning/{id}). */
export async function getTutorialDetail(db: DB, id: string) {
  const tutorial = await db
    .selectFrom('tutorials')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!tutorial) throw notFound(TUTORIAL_MESSAGES.notFound);
  if (!tutorial.category) return { tutorial, relatedTools: [] };
  const relatedTools = await db
    .selectFrom('tools')
    .select(['id', 'name', 'main_function', 'category', 'pricing', 'rating'])
    .where('category', '=', tutorial.category)
    // The best-rated first, as on a tool's own page; unrated tools last on both engines.
    .orderBy(sql`coalesce(rating, -1)`, 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(RELATED_COUNT)
    .execute();
  return { tutorial, relatedTools };
}
