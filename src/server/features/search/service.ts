import { sql } from 'kysely';
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
} from '../../../shared/search.js';
import type { DB, Dialect } from '../../db/connect.js';
import { cachedRead } from '../../db/read-cache.js';
import { hasSomeWords, someWordRanks } from '../../db/word-search/any-word.js';
import { planSearch, type SearchPlan } from '../../db/word-search/plan.js';
import { nearestNames, synonymsOf, wordRanks, type WordRank } from '../../db/word-search/ranks.js';
import { noteMiss } from '../../activity/search-misses.js';

// The search everywhere (docs/product.md#search-everything): each kind's results in the ranks of
// db/word-search/ranks.ts, each rank in a fixed order, so pages follow on. Every rank is an index
// read that stops at the page's end (FTS5 walks its lists in order; PostgreSQL gathers a rank's
// matches, then sorts).

interface EntryRow {
  item_id: string;
  title: string;
  detail: string | null;
}

const ENTRY_COLUMNS = sql`item_id, title, detail`;

/** The first `need` results of one kind, best first. */
async function searchKind(
  db: DB,
  kind: SearchKind,
  ranked: WordRank[],
  need: number,
): Promise<SearchHit[]> {
  const found = new Map<string, SearchHit>();
  for (const rank of ranked) {
    if (found.size >= need) break;
    // Enough to find `need` new ones past those found already (a later rank repeats them).
    const { rows } = await rank(kind, ENTRY_COLUMNS, need + found.size).execute(db);
    for (const row of rows as EntryRow[]) {
      if (!found.has(row.item_id)) {
        found.set(row.item_id, { kind, id: row.item_id, title: row.title, detail: row.detail });
      }
    }
  }
  return [...found.values()].slice(0, need);
}

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
  const all = await findGroups(db, query, wordRanks(dialect, plan));
  // All the words together found nothing: what some of them find (the same for a kind's next
  // page, which is asked for only when its first look had some of the words).
  if (all.length === 0 && hasSomeWords(plan)) {
    const some = await findGroups(db, query, someWordRanks(dialect, plan));
    if (some.length > 0) return { groups: some, didYouMean: [], partial: true };
  }
  // A first look at everything that found nothing: the nearest names.
  if (all.length > 0 || query.kind || query.offset > 0) return { groups: all, didYouMean: [] };
  return { groups: all, didYouMean: await nearestNames({ db, folded: plan.folded }) };
}

async function findGroups(db: DB, query: SearchQuery, ranked: WordRank[]) {
  const need = query.offset + query.limit + 1;
  const groups: SearchGroup[] = [];
  for (const kind of query.kind ? [query.kind] : SEARCH_KINDS) {
    const hits = await searchKind(db, kind, ranked, need);
    const items = hits.slice(query.offset, query.offset + query.limit);
    if (items.length > 0) groups.push({ kind, items, more: hits.length === need });
  }
  return groups;
}
