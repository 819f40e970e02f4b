import { sql } from 'kysely';
import { RELATED_COUNT } from '../../../shared/constants.js';
import { readContent } from '../../content/service.js';
import { RELATED_TOOL_COLUMNS } from '../../content/tools.js';
import { TUTORIAL } from '../../content/tutorials.js';
import type { DB } from '../../db/connect.js';

/** One tutorial and up to 3 tools of its category (docs/product.md#tutorials /learning/{id}). */
export async function getTutorialDetail({ db, id }: { db: DB; id: string }) {
  const tutorial = await readContent({ db, content: TUTORIAL, id });
  if (!tutorial.category) return { tutorial, relatedTools: [] };
  const relatedTools = await db
    .selectFrom('tools')
    .select(RELATED_TOOL_COLUMNS)
    .where('category', '=', tutorial.category)
    // The best-rated first, as on a tool's own page; unrated tools last on both engines.
    .orderBy(sql`coalesce(rating, -1)`, 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(RELATED_COUNT)
    .execute();
  return { tutorial, relatedTools };
}
