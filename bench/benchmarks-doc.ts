// docs/benchmarks.md: `npm run bench` rewrites its engine's section (between the markers) with
// the run's figures, dated, beside docs/architecture.md#performance-budgets's budgets; the rest of the file (what each fix
// bought, why the misses remain) is written by hand and kept as it is.
import fs from 'node:fs';
import prettier from 'prettier';
import type { LoadResult } from './load.js';
import { KB, PAGES, kb } from './page-weight.js';
import {
  cell,
  chromiumNote,
  loadRow,
  mark,
  pageRow,
  rows,
  timelineNote,
  type Measured,
} from './report.js';

export const BENCHMARKS_DOC = 'docs/benchmarks.md';

export interface BenchResults extends Measured {
  at: string;
  mode: string;
  machine: { cpus: number; cpu?: string | undefined; node: string };
  settings: { connections: number; secondsPerCase: number };
  loadAverageBefore: number;
  totalSeconds: number;
}

const ENGINE = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const begin = (engine: string) =>
  `<!-- bench:${engine} (written by \`npm run bench\`; edits up to the end marker are lost) -->`;
const end = (engine: string) => `<!-- /bench:${engine} -->`;

const int = (n: number) => n.toLocaleString('en-US');
const table = (head: string[], body: string[][]) =>
  [head, head.map(() => '---'), ...body].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');

/** This run's section of the file. */
export function section(r: BenchResults) {
  const engine = ENGINE[r.engine];
  const date = r.at.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
  // Judged again with today's budgets (the same as the run's, unless they changed since).
  const judged = rows(r).filter((row) => row.pass !== null);
  const missed = judged.filter((row) => row.pass === false);
  const lines: string[] = [
    `## Latest run on ${engine}`,
    '',
    `Measured ${date} by \`npm run bench${r.mode === 'quick' ? ' -- --quick' : ''}\`` +
      (r.engine === 'postgres' ? ' with `DATABASE_URL`' : '') +
      ` (${r.mode}: ${r.settings.secondsPerCase} s per case), ${r.settings.connections} ` +
      `connections, ${r.machine.cpus} cores${r.machine.cpu ? ` (${r.machine.cpu.trim()})` : ''}, ` +
      `Node ${r.machine.node}, load average ${r.loadAverageBefore.toFixed(2)} before the load; ` +
      `the run took ${r.totalSeconds} s. Budgets: docs/architecture.md#performance-budgets.`,
    '',
    `**${judged.length - missed.length} of ${judged.length} budgets met.**` +
      (missed.length ? ` Missed: ${missed.map((row) => row.figure).join('; ')}.` : ''),
    '',
    '### Throughput and latency',
    '',
    `Each case's throughput is a ratio to a bare Fastify route returning a fixed JSON body, ` +
      `measured in the same run before and after the cases (${int(r.load.bare.requestsPerSecond)} ` +
      `req/s on average): absolute figures drift between runs and machines, ratios less. ` +
      'autocannon reports p97.5, not p95: it stands for p95 (the stricter bound).',
    '',
    loadTable(r),
    '',
    '### Page weight',
    '',
    "Gzipped JavaScript of each page's first load, from the build's chunk graph " +
      '(`bench/page-weight.ts`: the same figures `npm test` checks, as `npm run test:pages`): ' +
      'what must arrive before the page renders. Deferred: what every page loads without ' +
      'waiting for it (the shared chrome, the toaster, the service worker helper), shown beside ' +
      'it. Chromium then opens each page with an empty cache; a file it fetches that the graph ' +
      'does not expect is a miss.',
    '',
    table(
      ['page', 'first-load JS', 'budget', 'deferred', 'CSS', 'zod', 'admin code', 'result'],
      r.pages.map((p) => {
        const budget = PAGES.find((b) => b.page === p.page)!;
        const row = pageRow(p, r.browser, PAGES);
        return [
          `${p.page} (${p.member ? 'member' : 'visitor'})`,
          `${kb(p.jsGzipBytes)} in ${p.firstLoad.length} files`,
          `≤ ${kb(budget.maxJsGzipBytes)}` +
            (budget.designJsGzipBytes !== undefined
              ? ` (interim; docs/architecture.md#performance-budgets: ${kb(budget.designJsGzipBytes)})`
              : ''),
          `${kb(p.deferredGzipBytes)} in ${p.deferred.length} files`,
          kb(p.cssGzipBytes),
          p.zodChunks.length
            ? p.zodChunks.join(', ')
            : budget.noZod
              ? 'none (budget: none)'
              : 'none',
          p.adminChunks.length ? p.adminChunks.join(', ') : 'none',
          mark(row.pass),
        ];
      }),
    ),
    '',
    ...r.pages.map((p) => `- ${p.page}: ${chromiumNote(p, r.browser).note}.`),
    '',
    "Each page's requests on Lighthouse's slow 4G (150 ms round trips), in Chromium, from the " +
      "page's own request: when each went out and came back. A member page's data goes out " +
      'beside its page script (the route loaders of router.tsx, lib/first-request.ts), not after it.',
    '',
    ...r.pages.map((p) => `- ${p.page}: ${timelineNote(p.page, r.browser)}.`),
    ...PAGES.filter((b) => b.interimReason).map(
      (b) => `- ${b.page}'s budget is an interim until ${b.interimReason}.`,
    ),
    '',
  ];
  for (const p of r.pages) {
    const big = p.firstLoad.filter((c) => c.gzipBytes >= KB);
    const small = p.firstLoad.filter((c) => c.gzipBytes < KB);
    lines.push(
      `<details><summary>${p.page}: its first load, file by file</summary>`,
      '',
      table(
        ['file', 'gzipped', 'holds'],
        [
          ...big.map((c) => [c.file, kb(c.gzipBytes), c.holds]),
          ...(small.length
            ? [
                [
                  `${small.length} smaller files`,
                  kb(small.reduce((t, c) => t + c.gzipBytes, 0)),
                  '—',
                ],
              ]
            : []),
          ...p.deferred.map((c) => [`${c.file} (deferred)`, kb(c.gzipBytes), c.holds]),
        ],
      ),
      '',
      '</details>',
      '',
    );
  }
  const others = rows(r).filter(
    (row) =>
      !r.load.cases.some((c) => c.request === row.figure) &&
      !row.figure.startsWith('bare Fastify') &&
      !r.pages.some((p) => row.figure.startsWith(`${p.page} first load`)),
  );
  lines.push(
    '### Memory, start-up, Lighthouse and the first second on a phone',
    '',
    'Lighthouse mobile (its simulated mid-range phone on 4G) on the four pages a phone opens ' +
      `first, each figure the median of ${r.mode === 'quick' ? '1 run (quick)' : '3 runs'}. ` +
      'Then each page in Chromium under the same throttling applied for real (150 ms round ' +
      'trips, 1.6 Mbit/s, CPU 4× slower; `bench/first-answer.ts`): its first contentful paint, ' +
      'and from that paint on its first control pressed again and again until the page answers.',
    '',
    table(
      ['figure', 'measured', 'budget', 'result'],
      others.map((row) => [row.figure, row.measured, row.budget, mark(row.pass)]),
    ),
  );
  return lines.join('\n');
}

function loadTable(r: BenchResults) {
  const ms = (n: number) => String(n);
  const rowOf = (c: LoadResult, bare: boolean) => {
    const row = loadRow(c, r.load.bare, r.engine);
    const ratio = c.requestsPerSecond / r.load.bare.requestsPerSecond;
    return [
      bare ? `bare Fastify: ${c.request}` : c.request,
      int(c.requestsPerSecond),
      bare ? '1' : ratio.toFixed(2),
      ms(c.p50Ms),
      ms(c.p97_5Ms),
      ms(c.p99Ms),
      String(c.errors + c.non2xx),
      row.budget,
      mark(row.pass),
    ];
  };
  return table(
    ['request', 'req/s', '× bare', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'budget', 'result'],
    [rowOf(r.load.bare, true), ...r.load.cases.map((c) => rowOf(c, false))],
  );
}

/** Replaces this engine's section of the file (or adds it at the end); answers the file. */
export async function writeBenchmarksDoc(r: BenchResults, file = BENCHMARKS_DOC) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const options = (await prettier.resolveConfig(file)) ?? {};
  // This section's prose wrapped to the print width; the hand-written rest is left as it is.
  const body = await prettier.format(section(r), {
    ...options,
    parser: 'markdown',
    proseWrap: 'always',
  });
  const block = `${begin(r.engine)}\n\n${body.trim()}\n\n${end(r.engine)}`;
  const from = old.indexOf(`<!-- bench:${r.engine} `);
  const to = old.indexOf(end(r.engine));
  const text =
    from >= 0 && to > from
      ? old.slice(0, from) + block + old.slice(to + end(r.engine).length)
      : `${old.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, await prettier.format(text, { ...options, parser: 'markdown' }));
  return file;
}
