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
}

export async function measurePages(baseUrl: string, cookie: string, pages: string[]) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
  });
  const forget = atCleanup(() => browser.close());
  try {
    const results: BrowserLoad[] = [];
    for (const page of pages) results.push(await visit(browser, baseUrl, page, cookie));
    return results;
  } finally {
    forget();
    await browser.close();
  }
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function visit(browser: Browser, baseUrl: string, path: string, cookie: string) {
  // A fresh context is a first visit: nothing cached. Visitors' pages go without the cookie.
  const context = await browser.newContext();
  if (path !== '/landing') {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  try {
    const page = await context.newPage();
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
