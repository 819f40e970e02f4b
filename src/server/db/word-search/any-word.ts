import { sql, type RawBuilder } from 'kysely';
import type { SearchKind } from '../../../shared/search.js';
import type { Dialect } from '../connect.js';
import { ftsQuery, tsQuery, type MatchScope } from './match.js';
import type { SearchPlan, SearchSlot } from './plan.js';
import { PG_VECTORS, type WordRank } from './ranks.js';

// When all the words together find nothing: what some of them find (docs/product.md#search-everything,
// docs/decisions/048-some-of-the-words.md). Ranked by how many of the words (each with its
// synonyms) an item's whole text has, most first; then by where the most are, in the name, the
// name and its line, or the rest of the text, as the whole search's ranks are.

/** The scopes, narrowest first, up to the widest text a box reads (the prompts list: the line). */
const scopesUpTo = (widest: Widest): MatchScope[] =>
  widest === 'all' ? ['name', 'about', 'all'] : ['name', 'about'];

/** The widest text looked through, as wordRanks's. */
export type Widest = Exclude<MatchScope, 'name'>;

/** Whether a search_entries row's text of `scope` has one word (or one of its synonyms). */
function slotMatch(
  dialect: Dialect,
  kind: SearchKind,
  plan: SearchPlan,
  slot: SearchSlot,
  scope: MatchScope,
): RawBuilder<boolean> {
  const one: SearchPlan = { ...plan, slots: [slot] };
  return dialect === 'postgres'
    ? sql<boolean>`(${PG_VECTORS[scope]} @@ to_tsquery('simple', ${tsQuery(one, true)}))`
    : sql<boolean>`(id in (select rowid from search_entries_fts
        where search_entries_fts match ${ftsQuery(kind, one, { scope, widened: true })}))`;
}

/**
 * How many of the words an item's text of each scope has, as SQL over a search_entries row
 * (`over: 'entry'`) or over a content table's row, by its id (`over: 'item'`).
 */
function wordCounts(
  dialect: Dialect,
  kind: SearchKind,
  plan: SearchPlan,
  over: 'entry' | 'item',
): Record<MatchScope, RawBuilder<number>> {
  const count = (scope: MatchScope) =>
    sql<number>`(${sql.join(
      plan.slots.map((slot) => {
        const match = slotMatch(dialect, kind, plan, slot, scope);
        // A set read once through the word index, not a test of every row: PostgreSQL cannot
        // use its index for a match inside the count.
        const has =
          over === 'entry'
            ? dialect === 'postgres'
              ? sql`id in (select id from search_entries where kind = ${kind} and ${match})`
              : match
            : sql`id in (select item_id from search_entries where kind = ${kind} and ${match})`;
        return sql`case when ${has} then 1 else 0 end`;
      }),
      sql` + `,
    )})`;
  return { name: count('name'), about: count('about'), all: count('all') };
}

/** Whether some of the words are worth a look: only when there are two or more. */
export const hasSomeWords = (plan: SearchPlan) => plan.slots.length >= 2;

/**
 * The ranks of items having some but not all of the words, best first, each a condition no
 * other rank's row meets: `k` of the words (from all but one down to one), then the narrowest
 * scope that has the `k`.
 */
export function someWordsConditions(
  dialect: Dialect,
  kind: SearchKind,
  plan: SearchPlan,
  over: 'entry' | 'item',
  widest: Widest = 'all',
): RawBuilder<boolean>[] {
  if (!hasSomeWords(plan)) return [];
  const counts = wordCounts(dialect, kind, plan, over);
  const scopes = scopesUpTo(widest);
  const ranks: RawBuilder<boolean>[] = [];
  for (let k = plan.slots.length - 1; k >= 1; k--) {
    scopes.forEach((scope, i) => {
      const narrower = scopes[i - 1];
      ranks.push(
        sql<boolean>`(${counts[widest]} = ${k} and ${counts[scope]} = ${k}${
          narrower ? sql` and ${counts[narrower]} < ${k}` : sql``
        })`,
      );
    });
  }
  return ranks;
}

/** Any of the words, as SQL over a content table's row: what some-words answers count. */
export function anyWordCondition(
  dialect: Dialect,
  kind: SearchKind,
  plan: SearchPlan,
  widest: Widest = 'all',
) {
  return sql<boolean>`(${wordCounts(dialect, kind, plan, 'item')[widest]} >= 1)`;
}

/**
 * The palette's read of some of the words (db/word-search/ranks.ts's WordRank): one query per
 * kind, ordered as someWordsConditions ranks — most words, then the narrowest text that has
 * them all, then the index's order.
 */
export function someWordRanks(dialect: Dialect, plan: SearchPlan): WordRank[] {
  if (!hasSomeWords(plan)) return [];
  return [
    (kind, columns, limit) => {
      const counts = wordCounts(dialect, kind, plan, 'entry');
      return sql`select ${columns} from search_entries where kind = ${kind}
          and ${counts.all} >= 1 and ${counts.all} < ${plan.slots.length}
          order by ${counts.all} desc, (${counts.name} = ${counts.all}) desc,
            (${counts.about} = ${counts.all}) desc, id
          ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
    },
  ];
}
