// Page weight: the JavaScript and CSS a first visit downloads (DESIGN §8: /landing ≤ 150 KB of
// gzipped JS; admin code never sent to members). Playwright drives Debian's Chromium with an
// empty cache per page; each file is then fetched once more asking for gzip only, so the
// figure is gzip whatever the browser negotiated (it prefers brotli, which is smaller).
import http from 'node:http';
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

export interface PageWeight {
  page: string;
  jsFiles: number;
  cssFiles: number;
  /** Bytes on the wire as the browser received them (its own Content-Encoding). */
  jsTransferredBytes: number;
  cssTransferredBytes: number;
  /** The same files gzipped, as served to a client that accepts only gzip. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  adminChunks: string[];
}

export async function measurePages(baseUrl: string, cookie: string, pages: string[]) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
  });
  const forget = atCleanup(() => browser.close());
  try {
    const results: PageWeight[] = [];
    for (const page of pages) results.push(await weigh(browser, baseUrl, page, cookie));
    return results;
  } finally {
    forget();
    await browser.close();
  }
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function weigh(browser: Browser, baseUrl: string, path: string, cookie: string) {
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
    const weight: PageWeight = {
      page: path,
      jsFiles: 0,
      cssFiles: 0,
      jsTransferredBytes: 0,
      cssTransferredBytes: 0,
      jsGzipBytes: 0,
      cssGzipBytes: 0,
      adminChunks: [],
    };
    for (const file of files) {
      const name = new URL(file.url).pathname.split('/').at(-1) ?? '';
      if (name.startsWith('admin-page')) weight.adminChunks.push(name);
      weight[`${file.kind}Files`] += 1;
      weight[`${file.kind}TransferredBytes`] += await file.transferred;
      weight[`${file.kind}GzipBytes`] += await gzipSize(file.url);
    }
    return weight;
  } finally {
    await context.close();
  }
}

/** Bytes of the body as sent to a client accepting gzip (node's fetch would decompress it). */
function gzipSize(url: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
