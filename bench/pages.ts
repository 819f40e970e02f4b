// What a first visit downloads in Chromium, beside bench/page-weight.ts's figures from the build
// (which docs/architecture.md#performance-budgets's budgets are checked on): the bench reports both and flags any file the
// browser fetched that the build's chunk graph does not expect. Playwright drives Debian's
// Chromium with an empty cache per page.
import { chromium } from '@playwright/test';
import { atCleanup } from './processes.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Without these, Chromium keeps trying to reach Google's hosts on this closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** What Chromium fetched on a first visit, until the network went idle. */
export interface BrowserLoad {
  page: string;
  /** Built files (assets/…), as bench/page-weight.ts names them. */
  jsFiles: string[];
  cssFiles: string[];
  /** Bytes on the wire as the browser received them (its own Content-Encoding: brotli). */
  jsTransferredBytes: number;
  cssTransferredBytes: number;
  /**
   * When the page, its scripts of note and its API requests went out and came back, in ms from
   * the page's own request, on Lighthouse's slow 4G: whether the data waits for the scripts.
   */
  timeline: TimelineEntry[];
}

export interface TimelineEntry {
  name: string;
  startMs: number;
  endMs: number;
}

// Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up).
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The requests the timeline shows: the page, the app's entry and page scripts, the API. */
function timelineName(url: URL, type: string): string | null {
  if (type === 'document') return url.pathname;
  if (url.pathname.startsWith('/api/')) return url.pathname + url.search;
  const script = /^\/assets\/(index|route-data|[\w-]+-page)-[\w-]+\.js$/.exec(url.pathname);
  return script ? `${script[1]}.js` : null;
}

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** Runs `work` with the bench's Chromium, closed afterwards, and on Ctrl+C too. */
export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
  });
  const forget = atCleanup(() => browser.close());
  try {
    return await work(browser);
  } finally {
    forget();
    await browser.close();
  }
}

export const measurePages = (baseUrl: string, cookie: string, pages: string[]) =>
  withBrowser(async (browser) => {
    const results: BrowserLoad[] = [];
    for (const page of pages) results.push(await visit(browser, baseUrl, page, cookie));
    return results;
  });

async function visit(browser: Browser, baseUrl: string, path: string, cookie: string) {
  // A fresh context is a first visit: nothing cached. Visitors' pages go without the cookie.
  const context = await browser.newContext();
  if (path !== '/landing') {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const timed: TimelineEntry[] = [];
    page.on('requestfinished', (request) => {
      const name = timelineName(new URL(request.url()), request.resourceType());
      const { startTime, responseEnd } = request.timing();
      if (name) timed.push({ name, startMs: startTime, endMs: startTime + responseEnd });
    });
    const files: { url: string; kind: 'js' | 'css'; transferred: Promise<number> }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const transferred = response
        .request()
        .sizes()
        .then((s) => s.responseBodySize)
        .catch(() => Number(response.headers()['content-length'] ?? 0));
      files.push({ url: response.url(), kind: type === 'script' ? 'js' : 'css', transferred });
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== path) throw new Error(`${path} sent the browser to ${landedOn}`);
    const load: BrowserLoad = {
      page: path,
      jsFiles: [],
      cssFiles: [],
      jsTransferredBytes: 0,
      cssTransferredBytes: 0,
      timeline: relativeTo(timed),
    };
    for (const file of files) {
      load[`${file.kind}Files`].push(new URL(file.url).pathname.slice(1));
      load[`${file.kind}TransferredBytes`] += await file.transferred;
    }
    return load;
  } finally {
    await context.close();
  }
}

/** The entries in the order they went out, in whole ms from the first (the page itself). */
function relativeTo(entries: TimelineEntry[]): TimelineEntry[] {
  const sorted = [...entries].sort((a, b) => a.startMs - b.startMs);
  const origin = sorted[0]?.startMs ?? 0;
  return sorted.map((e) => ({
    name: e.name,
    startMs: Math.round(e.startMs - origin),
    endMs: Math.round(e.endMs - origin),
  }));
}
