// The table: every figure beside its DESIGN §8 / issue 7 budget, PASS or MISS.
import type { LighthouseResult } from './lighthouse.js';
import type { LoadResult } from './load.js';
import type { PageWeight } from './pages.js';
import type { StartTimes } from './servers.js';

export interface Measured {
  engine: 'sqlite' | 'postgres';
  load: { bare: LoadResult; cases: LoadResult[] };
  memory: { restMb: number | null; peakUnderLoadMb: number };
  startTimes: StartTimes & { secondStartRebuilt: boolean };
  pages: PageWeight[];
  lighthouse: LighthouseResult[];
}

export interface Row {
  figure: string;
  measured: string;
  budget: string;
  /** null: reported, no budget. */
  pass: boolean | null;
}

const P99_MS = 25;
const SEARCH_P95_MS = 50;
const RATIO = { 'tool detail': 0.25, 'tool list, filtered': 0.15 } as Record<string, number>;
const LANDING_JS_BYTES = 150_000;
const LIGHTHOUSE_MIN = 95;
const CLS_MAX = 0.1;
const REST_MB = 120;

const int = (n: number) => n.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const all = (checks: boolean[]) => checks.every(Boolean);

export const ratioOf = (c: LoadResult, bare: LoadResult) =>
  Math.round((c.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;

function loadRow(c: LoadResult, bare: LoadResult): Row {
  const ratio = ratioOf(c, bare);
  const bad = c.errors + c.non2xx;
  const latency =
    c.requests === 0
      ? 'no answer within the case'
      : `p50 ${c.p50Ms} / p97.5 ${c.p97_5Ms} / p99 ${c.p99Ms} ms`;
  if (c === bare) {
    // The throughput is the mean of the runs before and after the cases, the latency the worse.
    const runs = (c.runs ?? []).map(int).join(' before, ');
    const measured = `${int(c.requestsPerSecond)} req/s (${runs} after) · ${latency} · ${bad} errors`;
    return { figure: `bare Fastify: ${c.request}`, measured, budget: '0 errors', pass: bad === 0 };
  }
  const matched = c.matched === undefined ? '' : ` · ${int(c.matched)} matches`;
  const measured =
    `${int(c.requestsPerSecond)} req/s · ${ratio.toFixed(2)}× bare · ${latency} · ` +
    `${bad} errors${matched}`;
  const budget = [`p99 < ${P99_MS} ms`, '0 errors'];
  // No answer at all within the case shows as 0 ms latencies: that is a miss, not a pass.
  const checks = [c.requests > 0, c.p99Ms < P99_MS, bad === 0];
  const minRatio = RATIO[c.name];
  if (minRatio) {
    budget.unshift(`≥ ${minRatio}× bare`);
    checks.push(ratio >= minRatio);
  }
  if (c.name.startsWith('search')) {
    budget.unshift(`p95 (p97.5) < ${SEARCH_P95_MS} ms`);
    checks.push(c.p97_5Ms < SEARCH_P95_MS);
  }
  return { figure: c.request, measured, budget: budget.join(', '), pass: all(checks) };
}

export function rows(m: Measured): Row[] {
  const out: Row[] = [loadRow(m.load.bare, m.load.bare)];
  for (const c of m.load.cases) out.push(loadRow(c, m.load.bare));

  const rest = m.memory.restMb;
  out.push({
    figure: 'server memory at rest (RSS)',
    measured: rest === null ? 'n/a' : `${rest} MB`,
    budget: `< ${REST_MB} MB`,
    pass: rest !== null && rest < REST_MB,
  });
  out.push({
    figure: 'server memory, peak under load',
    measured: `${m.memory.peakUnderLoadMb} MB`,
    budget: '—',
    pass: null,
  });
  out.push({
    figure: '`npm start` to first answer, fresh clone',
    measured: `${m.startTimes.freshCloneSeconds} s`,
    budget: '—',
    pass: null,
  });
  out.push({
    figure: '`npm start` to first answer, second start',
    measured: `${m.startTimes.secondStartSeconds} s`,
    budget: 'no rebuild',
    pass: !m.startTimes.secondStartRebuilt,
  });

  for (const p of m.pages) {
    const landing = p.page === '/landing';
    out.push({
      figure: `${p.page} first load, JS + CSS`,
      measured:
        `JS ${kb(p.jsGzipBytes)} gz in ${p.jsFiles} files (${kb(p.jsTransferredBytes)} sent) · ` +
        `CSS ${kb(p.cssGzipBytes)} gz in ${p.cssFiles} (${kb(p.cssTransferredBytes)} sent)` +
        (p.adminChunks.length ? ` · admin: ${p.adminChunks.join(', ')}` : ' · no admin chunk'),
      budget: landing ? `JS ≤ ${kb(LANDING_JS_BYTES)} gz, no admin code` : 'no admin code',
      pass: all([p.adminChunks.length === 0, !landing || p.jsGzipBytes <= LANDING_JS_BYTES]),
    });
  }

  for (const l of m.lighthouse) {
    const ok = (score: number | null) => score !== null && score >= LIGHTHOUSE_MIN;
    out.push({
      figure: `Lighthouse mobile ${l.page}`,
      measured: l.error
        ? `failed: ${l.error}`
        : `perf ${l.performance} · a11y ${l.accessibility} · best practices ${l.bestPractices} · ` +
          `LCP ${l.lcpMs} ms · TBT ${l.tbtMs} ms · CLS ${l.cls?.toFixed(3)}`,
      budget: `perf ≥ ${LIGHTHOUSE_MIN}, a11y ≥ ${LIGHTHOUSE_MIN}, CLS < ${CLS_MAX}`,
      pass: all([ok(l.performance), ok(l.accessibility), l.cls !== null && l.cls < CLS_MAX]),
    });
  }
  return out;
}

export function markdown(table: Row[], title: string) {
  const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'PASS' : 'MISS');
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    title,
    '',
    '| figure | measured | budget | result |',
    '| --- | --- | --- | --- |',
    ...table.map(
      (r) => `| ${cell(r.figure)} | ${cell(r.measured)} | ${cell(r.budget)} | ${mark(r.pass)} |`,
    ),
  ].join('\n');
}
