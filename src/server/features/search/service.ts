import { distance } from 'fastest-levenshtein';
import { sql, type RawBuilder } from 'kysely';
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
} from '../../../shared/search.js';
import type { DB, Dialect } from '../../db/connect.js';
import { fromStringList } from '../../db/helpers.js';
import { cachedRead } from '../../db/read-cache.js';
import { noteMiss } from '../../activity/search-misses.js';
import { ftsQuery, tsQuery, type MatchOptions, type MatchScope } from './match.js';
import { planSearch, synonymIndex, type SearchPlan } from './plan.js';

// The search everywhere (docs/product.md#search-everything): each kind's results in ranks —
// the exact name, names that start with the search, names with its words, names with a synonym,
// the line saying what an item is (a tool's main function), then the rest of its text — each
// rank in a fixed order, so pages follow on. Every rank is an index read that stops at the
// page's end (FTS5 walks its lists in order; PostgreSQL gathers a rank's matches, then sorts).

interface EntryRow {
  item_id: string;
  title: string;
  detail: string | null;
}

/** Each scope's vector, written as migration 0014's index of it is, so that index is used. */
const PG_VECTORS: Record<MatchScope, RawBuilder<unknown>> = {
  name: sql`to_tsvector('simple', name)`,
  about: sql`to_tsvector('simple', name || ' ' || about)`,
  all: sql`to_tsvector('simple', name || ' ' || about || ' ' || body)`,
};

type Rank = (kind: SearchKind, plan: SearchPlan, limit: number) => RawBuilder<EntryRow>;

function ranks(dialect: Dialect, plan: SearchPlan): Rank[] {
  const columns = sql`item_id, title, detail`;
  const exact: Rank = (kind, { folded }, limit) =>
    sql`select ${columns} from search_entries where kind = ${kind} and name = ${folded} limit ${limit}`;
  // Bytes after the search's own: every name that starts with it (the column compares bytes).
  const startsWith: Rank = (kind, { folded }, limit) =>
    sql`select ${columns} from search_entries where kind = ${kind} and name > ${folded}
        and name < ${`${folded}\u{10ffff}`} order by name limit ${limit}`;
  const words =
    (options: MatchOptions): Rank =>
    (kind, p, limit) =>
      dialect === 'postgres'
        ? sql`select ${columns} from search_entries where kind = ${kind}
              and ${PG_VECTORS[options.scope]} @@ to_tsquery('simple', ${tsQuery(p, options.widened)})
              order by id limit ${limit}`
        : sql`select ${columns} from search_entries where id in (select rowid from search_entries_fts
              where search_entries_fts match ${ftsQuery(kind, p, options)} order by rowid limit ${limit})
              order by id`;
  return [
    exact,
    startsWith,
    words({ scope: 'name', widened: false }),
    ...(plan.widened ? [words({ scope: 'name', widened: true })] : []),
    words({ scope: 'about', widened: plan.widened }),
    words({ scope: 'all', widened: plan.widened }),
  ];
}

/** The first `need` results of one kind, best first. */
async function searchKind(
  db: DB,
  kind: SearchKind,
  plan: SearchPlan,
  ranked: Rank[],
  need: number,
): Promise<SearchHit[]> {
  const found = new Map<string, SearchHit>();
  for (const rank of ranked) {
    if (found.size >= need) break;
    // Enough to find `need` new ones past those found already (a later rank repeats them).
    const { rows } = await rank(kind, plan, need + found.size).execute(db);
    for (const row of rows) {
      if (!found.has(row.item_id)) {
        found.set(row.item_id, { kind, id: row.item_id, title: row.title, detail: row.detail });
      }
    }
  }
  return [...found.values()].slice(0, need);
}

const synonymsOf = (db: DB) =>
  cachedRead(db, 'search:synonyms', async () =>
    synonymIndex(
      (await db.selectFrom('synonyms').select('words').execute()).map((row) =>
        fromStringList(row.words),
      ),
    ),
  );

export async function searchEverything({
  db,
  dialect,
  query,
  userId,
  now,
}: {
  db: DB;
  dialect: Dialect;
  query: SearchQuery;
  /** The member searching: a miss counts once per member a day (activity/search-misses.ts). */
  userId: string;
  now: Date;
}): Promise<SearchResponse> {
  const plan = planSearch(query.q, await synonymsOf(db));
  if (plan.slots.length === 0) return { groups: [], didYouMean: [] };
  // Many members search the same few words: an answer is kept as the lists' are (db/read-cache.ts;
  // any change announced clears it), each search that found nothing still counted.
  const key = `search:${query.kind ?? ''}:${query.limit}:${query.offset}:${plan.folded}`;
  const answer = await cachedRead(db, key, () => findEverything(db, dialect, query, plan));
  const first = !query.kind && query.offset === 0;
  if (first && answer.groups.length === 0) noteMiss({ db, userId, term: plan.folded, now });
  return answer;
}

async function findEverything(
  db: DB,
  dialect: Dialect,
  query: SearchQuery,
  plan: SearchPlan,
): Promise<SearchResponse> {
  const ranked = ranks(dialect, plan);
  const need = query.offset + query.limit + 1;
  const groups: SearchGroup[] = [];
  for (const kind of query.kind ? [query.kind] : SEARCH_KINDS) {
    const hits = await searchKind(db, kind, plan, ranked, need);
    const items = hits.slice(query.offset, query.offset + query.limit);
    if (items.length > 0) groups.push({ kind, items, more: hits.length === need });
  }
  // A first look at everything that found nothing: the nearest names.
  if (groups.length > 0 || query.kind || query.offset > 0) return { groups, didYouMean: [] };
  return { groups, didYouMean: await nearestNames(db, plan.folded) };
}

/** Suggestions offered at most. */
const NEAREST_MAX = 3;
/** Too short to say what was meant. */
const NEAREST_MIN_LENGTH = 3;

/** Letters that may differ, by the length of the search: one in a short word, up to three. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : length <= 8 ? 2 : 3);

/** Names read a slice at a time, so 100,000 of them are never all held at once. */
async function* allNames(db: DB) {
  const SLICE = 5000;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('search_entries')
      .select(['id', 'title', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(SLICE)
      .execute();
    yield* rows;
    if (rows.length < SLICE) return;
    after = Number(rows.at(-1)!.id);
  }
}

/**
 * The names' first `wordCount` words (folded), each with the shortest title starting with them:
 * at 100,000 tools a few hundred leads of one or two words stand for all the names. Kept by the
 * read cache, per count of words; the names themselves are not kept.
 */
const leadsOf = (db: DB, wordCount: number) =>
  cachedRead(
    db,
    `search:leads:${wordCount}`,
    async () => {
      const leads = new Map<string, string>();
      for await (const { title, name } of allNames(db)) {
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
 * The names nearest to a search that found nothing, by edit distance to as many of a name's
 * first words as the search has ("notoin" → "Notion AI"), the shortest name of each.
 */
async function nearestNames(db: DB, folded: string): Promise<string[]> {
  if (folded.length < NEAREST_MIN_LENGTH) return [];
  const leads = await leadsOf(db, folded.split(' ').length);
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
