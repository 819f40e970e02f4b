import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import type { DB } from './connect.js';
import { buildFavorite, buildTool } from './factories.js';
import { readDashboard } from '../features/dashboard/service.js';
import { listFavorites } from '../features/favorites/service.js';
import { getToolDetail } from '../features/tools/service.js';
import { listPage, type SearchSpec } from './list.js';

const t = useTestApp();
const TOOL_SEARCH: SearchSpec = {
  columns: ['name', 'description', 'main_function'],
  lists: [{ column: 'key_features' }],
};
const search = (q: string) =>
  listPage({
    db: t().db,
    dialect: t().dialect,
    table: 'tools',
    search: TOOL_SEARCH,
    query: { q, limit: 50 },
    sort: { newest: true },
  });
const names = async (q: string) => (await search(q)).items.map((r) => r.name).sort();

describe('the trigram search index (migration 0004)', () => {
  it('follows inserts, updates and deletes', async () => {
    const [tool] = await t().insertTools({
      name: 'Zebrafish Writer',
      key_features: ['Ringkasan "petikan"'],
    });
    expect(await names('zebrafish')).toEqual(['Zebrafish Writer']);
    expect(await names('"petikan"')).toEqual(['Zebrafish Writer']);

    await t()
      .db.updateTable('tools')
      .set({ name: 'Okapi Writer' })
      .where('id', '=', tool!.id)
      .execute();
    expect(await names('zebrafish')).toEqual([]);
    expect(await names('okapi')).toEqual(['Okapi Writer']);

    await t().db.deleteFrom('tools').where('id', '=', tool!.id).execute();
    expect(await names('okapi')).toEqual([]);
  });

  it('still answers searches shorter than a trigram, exactly', async () => {
    await t().insertTools({ name: 'Qx tool' }, { name: 'Other' });
    expect(await names('qx')).toEqual(['Qx tool']);
  });

  it('finds the same rows for a search beyond ASCII whether the index answers or not', async () => {
    await t().insertTools({ name: 'ÉCOLE Pintar' }, { name: 'école kecil' });
    // Three letters go through the index, two do not; both must agree with SQL's own lower().
    const both = ['ÉCOLE Pintar', 'école kecil'];
    expect(await names('éco')).toEqual(both);
    expect(await names('ÉC')).toEqual(both);
    expect(await names('ÉCOLE')).toEqual(both);
  });

  it('never matches across two columns', async () => {
    await t().insertTools({ name: 'Kiwi', description: 'Mango' });
    expect(await names('kiwi mango')).toEqual([]);
    expect(await names('kiwimango')).toEqual([]);
  });

  it('pages a search that matches thousands of rows newest first, each row once', async () => {
    const category = 'Broad';
    const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString();
    const rows = Array.from({ length: 2100 }, (_, i) =>
      buildTool({ name: `Lebar ${i}`, category, created_at: at(i) }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await t()
        .db.insertInto('tools')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const first = await search('lebar');
    expect(first.total).toBe(2100);
    expect(first.items.map((r) => r.name).slice(0, 3)).toEqual([
      'Lebar 2099',
      'Lebar 2098',
      'Lebar 2097',
    ]);
    const second = await listPage({
      db: t().db,
      dialect: t().dialect,
      table: 'tools',
      search: TOOL_SEARCH,
      query: { q: 'LEBAR', cursor: first.nextCursor!, limit: 50 },
      sort: { newest: true },
    });
    expect(second.items[0]!.name).toBe('Lebar 2049');
    // A later page is not counted again.
    expect(second.total).toBeUndefined();
  });

  it('is what the database reads for a search and for a category sorted by title', async () => {
    await t().insertTools({ name: 'Plan target' });
    const toolPlans = await plans((db) =>
      listPage({
        db,
        dialect: t().dialect,
        table: 'tools',
        search: TOOL_SEARCH,
        query: { q: 'target', limit: 24 },
        sort: { newest: true },
      }),
    );
    // The count reads the index; the page may instead walk the sort order and test each row,
    // which PostgreSQL's planner rightly prefers when a page is all it needs.
    const [pagePlan, countPlan] = toolPlans;
    expect(toolPlans).toHaveLength(2);
    expect(countPlan).toMatch(
      t().dialect === 'postgres' ? /tools_search_trgm/ : /VIRTUAL TABLE INDEX/,
    );
    expect(pagePlan).toMatch(
      t().dialect === 'postgres' ? /tools_search_trgm|tools_created_idx/ : /VIRTUAL TABLE INDEX/,
    );
    const [page] = await plans((db) =>
      listPage({
        db,
        dialect: t().dialect,
        table: 'tutorials',
        search: { columns: ['title'] },
        query: { limit: 24 },
        equal: { category: 'Writing' },
        sort: { alphabetical: 'title' },
      }),
    );
    expect(page).toMatch(/tutorials_category_title_idx/);
    expect(page).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

describe('a tool page', () => {
  it('reads indexes only, with no sorting, for the tool, its similar tools and related items', async () => {
    const [tool] = await t().insertTools({ category: 'Writing' }, { category: 'Writing' });
    const queryPlans = await plans((db) => getToolDetail({ db, id: tool!.id }));
    expect(queryPlans).toHaveLength(4);
    for (const plan of queryPlans)
      expect(plan, plan).not.toMatch(/TEMP B-TREE|Sort|SCAN tools\b(?! USING)/);
  });
});

describe("a member's saved items (migration 0032)", () => {
  it('are found by member and kind, not among every saved item of that kind', async () => {
    const { user } = await t().signedIn();
    const [tool] = await t().insertTools({});
    await t().db.insertInto('favorites').values(buildFavorite(user.id, tool!.id)).execute();
    const queryPlans = await plans(async (db) => {
      await listFavorites({ db, userId: user.id, itemType: 'tool' });
      await readDashboard({ db, dialect: t().dialect, userId: user.id });
    });
    const favourites = queryPlans.filter((plan) =>
      /(SCAN|SEARCH) (f|favorites)\b|on favorites\b/.test(plan),
    );
    // The member's list, and the dashboard's saved tools, tutorials and workflows.
    expect(favourites.length).toBeGreaterThanOrEqual(4);
    for (const plan of favourites) expect(plan, plan).toMatch(/favorites_member_idx/);
  });
});

/** The plans of the page and count queries `run` sends (small tables: scans are forbidden). */
async function plans(run: (db: DB) => Promise<unknown>) {
  const seen: CompiledQuery[] = [];
  const db = t().db;
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      seen.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  // The page and the count (not the index's own hit count, which search.ts asks first).
  const listQueries = seen.filter((q) => !q.sql.startsWith('select count(*) as n from'));
  return Promise.all(
    listQueries.map(async (q) => {
      if (t().dialect === 'postgres') {
        return db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const res = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
          );
          return res.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      }
      const res = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
      );
      return res.rows.map((r) => r.detail).join('\n');
    }),
  );
}

describe('list columns holding something other than a list', () => {
  it('are searched as empty lists, not answered with an error', async () => {
    const [tool] = await t().insertTools({ name: 'Rosak' });
    await t()
      .db.updateTable('tools')
      .set({ key_features: t().dialect === 'postgres' ? '{"a": 1}' : 'bukan json' })
      .where('id', '=', tool!.id)
      .execute();
    expect(await names('rosak')).toEqual(['Rosak']);
    // Two letters: too short for the index, so each list item is read one by one.
    expect(await names('qj')).toEqual([]);
  });
});
