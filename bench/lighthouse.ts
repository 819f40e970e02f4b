// Lighthouse with its default config (the mobile preset: a mid-range phone on a throttled
// connection, simulated), run on Debian's Chromium. Signed-in pages get the session cookie as an
// extra header on every request.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './pages.js';
import { atCleanup } from './processes.js';

export interface LighthouseResult {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** How many runs each figure is the median of (older results: 1). */
  runs?: number;
  /** Set when Lighthouse could not measure the page (then the scores are null). */
  error?: string;
}

/**
 * Each page `runs` times; each figure is the median of the page's runs. A page is its address,
 * or what the report calls it (`/tools/{id}`) and its address.
 */
export async function runLighthouse(
  baseUrl: string,
  cookie: string,
  pages: (string | { page: string; path: string })[],
  runs = 1,
) {
  const results: LighthouseResult[] = [];
  for (const one of pages) {
    const { page, path } = typeof one === 'string' ? { page: one, path: one } : one;
    const measured: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) {
      // A trace now and then comes back broken (NO_NAVSTART and the like): one more try.
      let result = await audit(baseUrl, path, cookie);
      if (result.error) result = await audit(baseUrl, path, cookie);
      measured.push(result);
    }
    results.push(medianOf(page, measured));
  }
  return results;
}

/** The median of each figure (a failed run's nulls count as missing; all failed: the error). */
function medianOf(page: string, measured: LighthouseResult[]): LighthouseResult {
  const ok = measured.filter((r) => !r.error);
  if (!ok.length) return { ...measured[0]!, page, runs: measured.length };
  const mid = (pick: (r: LighthouseResult) => number | null) => {
    const values = ok.map(pick).filter((v): v is number => v !== null);
    if (!values.length) return null;
    return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  };
  return {
    page,
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    bestPractices: mid((r) => r.bestPractices),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    runs: ok.length,
  };
}

/** One page in a Chromium of its own, so one page's run cannot disturb the next. */
async function audit(baseUrl: string, page: string, cookie: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    // Our own clean-up closes it; chrome-launcher's would exit the process before ours ran.
    handleSIGINT: false,
  });
  const forget = atCleanup(() => chrome.kill());
  try {
    const runner = await lighthouse(baseUrl + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(page === '/landing' ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits, runtimeError } = runner.lhr;
    const score = (id: string) => {
      const value = categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => audits[id]?.numericValue ?? null;
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: round(numeric('largest-contentful-paint')),
      tbtMs: round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  } finally {
    forget();
    chrome.kill();
  }
}

const round = (value: number | null) => (value === null ? null : Math.round(value));
