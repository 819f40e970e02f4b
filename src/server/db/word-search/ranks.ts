import { distance } from 'fastest-levenshtein';
import { sql, type RawBuilder } from 'kysely';
import type { SearchKind } from '../../../shared/search.js';
import type { DB, Dialect } from '../connect.js';
import { fromStringList } from '../helpers.js';
import { cachedRead } from '../read-cache.js';
import { ftsQuery, tsQuery, type MatchOptions, type MatchScope } from './match.js';
import { synonymIndex, type SearchPlan } from './plan.js';

// The forgiving search's ranks over search_entries (docs/product.md#search-everything), one
// definition for every box: the palette reads each rank in index order and stops at its page's
// end (features/search/service.ts); a list reads each as a set of item ids and orders it its own
// way (db/ranked-list.ts). Ranks: the exact name, names that start with the search, names with
// its words, names with a synonym, the line saying what an item is, then the rest of its text.

/** Each scope's vector, written as migration 0014's index of it is, so that index is used. */
export const PG_VECTORS: Record<MatchScope, RawBuilder<unknown>> = {
  name: sql`to_tsvector('simple', name)`,
  about: sql`to_tsvector('simple', name || ' ' || about)`,
  all: sql`to_tsvector('simple', name || ' ' || about || ' ' || body)`,
};

/**
 * One rank's entries of a kind: `select <columns> from search_entries where …`. With a limit,
 * the first `limit` in a fixed order (the palette's pages); without one, all of them (a set).
 */
export type WordRank = (
  kind: SearchKind,
  columns: RawBuilder<unknown>,
  limit?: number,
) => RawBuilder<unknown>;

/**
 * The ranks, best first. `widest`: the widest text looked through — all of it (the palette), or
 * the name and its line only (a list whose own search reads no more, as the prompts').
 */
export function wordRanks(
  dialect: Dialect,
  plan: SearchPlan,
  widest: Exclude<MatchScope, 'name'> = 'all',
): WordRank[] {
  const { folded } = plan;
  const exact: WordRank = (kind, columns, limit) =>
    sql`select ${columns} from search_entries where kind = ${kind} and name = ${folded}
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
  // Bytes after the search's own: every name that starts with it (the column compares bytes).
  const startsWith: WordRank = (kind, columns, limit) =>
    sql`select ${columns} from search_entries where kind = ${kind} and name > ${folded}
        and name < ${`${folded}\u{10ffff}`}
        ${limit === undefined ? sql`` : sql`order by name limit ${limit}`}`;
  const words =
    (options: MatchOptions): WordRank =>
    (kind, columns, limit) => {
      const page = limit === undefined ? sql`` : sql`order by id limit ${limit}`;
      return dialect === 'postgres'
        ? sql`select ${columns} from search_entries where kind = ${kind}
              and ${PG_VECTORS[options.scope]} @@ to_tsquery('simple', ${tsQuery(plan, options.widened)})
              ${page}`
        : sql`select ${columns} from search_entries where id in (select rowid from search_entries_fts
              where search_entries_fts match ${ftsQuery(kind, plan, options)}
              ${limit === undefined ? sql`` : sql`order by rowid limit ${limit}`})
              ${limit === undefined ? sql`` : sql`order by id`}`;
    };
  return [
    exact,
    startsWith,
    words({ scope: 'name', widened: false }),
    ...(plan.widened ? [words({ scope: 'name', widened: true })] : []),
    words({ scope: 'about', widened: plan.widened }),
    ...(widest === 'all' ? [words({ scope: 'all', widened: plan.widened })] : []),
  ];
}

/** The admin's synonym groups as a lookup, kept by the read cache (a change clears it). */
export const synonymsOf = (db: DB) =>
  cachedRead(db, 'search:synonyms', async () =>
    synonymIndex(
      (await db.selectFrom('synonyms').select('words').execute()).map((row) =>
        fromStringList(row.words),
      ),
    ),
  );

/** Suggestions offered at most. */
const NEAREST_MAX = 3;
/** Too short to say what was meant. */
const NEAREST_MIN_LENGTH = 3;

/** Letters that may differ, by the length of the search: one in a short word, up to three. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : length <= 8 ? 2 : 3);

/** Names read a slice at a time, so 100,000 of them are never all held at once. */
async function* allNames(db: DB, kind: SearchKind | undefined) {
  const SLICE = 5000;
  let after = 0;
  for (;;) {
    let slice = db
      .selectFrom('search_entries')
      .select(['id', 'title', 'name'])
      .where('id', '>', after);
    if (kind) slice = slice.where('kind', '=', kind);
    const rows = await slice.orderBy('id').limit(SLICE).execute();
    yield* rows;
    if (rows.length < SLICE) return;
    after = Number(rows.at(-1)!.id);
  }
}

/**
 * The names' first `wordCount` words (folded), each with the shortest title starting with them:
 * at 100,000 tools a few hundred leads of one or two words stand for all the names. Kept by the
 * read cache, per kind (or all of them) and count of words; the names themselves are not kept.
 */
const leadsOf = (db: DB, kind: SearchKind | undefined, wordCount: number) =>
  cachedRead(
    db,
    `search:leads:${kind ?? ''}:${wordCount}`,
    async () => {
      const leads = new Map<string, string>();
      for await (const { title, name } of allNames(db, kind)) {
        const lead = name.split(' ', wordCount).join(' ');
        const kept = leads.get(lead);
        const shorter =
          kept === undefined ||
          title.length < kept.length ||
          (title.length === kept.length && title < kept);
        if (shorter) leads.set(lead, title);
      }
      return leads;
    },
    { costly: true },
  );

/**
 * The names nearest to a search that found nothing ('Adakah anda maksudkan …'), by edit distance
 * to as many of a name's first words as the search has ("notoin" → "Notion AI"), the shortest
 * name of each; of one kind (a list's) or of all of them (the palette's).
 */
export async function nearestNames({
  db,
  folded,
  kind,
}: {
  db: DB;
  folded: string;
  kind?: SearchKind;
}): Promise<string[]> {
  if (folded.length < NEAREST_MIN_LENGTH) return [];
  const leads = await leadsOf(db, kind, folded.split(' ').length);
  const allowed = allowedEdits(folded.length);
  const near: { title: string; edits: number }[] = [];
  for (const [lead, title] of leads) {
    if (Math.abs(lead.length - folded.length) > allowed) continue;
    const edits = distance(folded, lead);
    if (edits <= allowed) near.push({ title, edits });
  }
  near.sort((a, b) => a.edits - b.edits || a.title.localeCompare(b.title));
  return [...new Set(near.map((n) => n.title))].slice(0, NEAREST_MAX);
}
