// Issue 32: what a list search with a term costs the database when nothing is kept (the first
// member to search a word; a search that found nothing is never kept whole). Reads the bench's
// data (run `npm run bench` once first) with no read cache, one search at a time, and prints the
// median and the slowest of a few runs for the first page and the next, beside the substring
// rule alone (the list before issue 32).
// `npx tsx bench/list-search-cost.ts` (SQLite), or with DATABASE_URL for a PostgreSQL bench run's.
import { openDatabase } from '../src/server/db/connect.js';
import { listPage } from '../src/server/db/list.js';
import { TOOL_SEARCH } from '../src/server/content/tools.js';
import { COMMON_WORD, RARE_WORD } from './content.js';

const TERMS = ['a', 'ai', 'zq', COMMON_WORD, RARE_WORD, 'gambar', 'buat slide', 'midj', 'chatgtp'];
const RUNS = 5;

const handle = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqliteFile: 'data/bench/sqlite/habai.sqlite',
});
const page = (q: string, ranked: boolean, cursor?: string) =>
  listPage({
    db: handle.db,
    dialect: handle.dialect,
    table: 'tools',
    ...(ranked ? { kind: 'tool' as const } : {}),
    search: TOOL_SEARCH,
    query: { q, limit: 24, ...(cursor ? { cursor } : {}) },
    sort: { newest: true },
  });

async function timed(read: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `${times[Math.floor(RUNS / 2)]!.toFixed(1)} / ${times.at(-1)!.toFixed(1)}`;
}

console.log(`| term | total | first page (ms, median / max) | next page | substring only |`);
console.log(`| --- | --- | --- | --- | --- |`);
for (const q of TERMS) {
  const first = await page(q, true);
  const next = first.nextCursor;
  console.log(
    `| ${q} | ${first.total ?? '—'}${first.didYouMean ? ` (${first.didYouMean.join(', ') || 'no names'})` : ''} | ` +
      `${await timed(() => page(q, true))} | ` +
      `${next ? await timed(() => page(q, true, next)) : '—'} | ${await timed(() => page(q, false))} |`,
  );
}
await handle.db.destroy();
