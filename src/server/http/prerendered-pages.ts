import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { SITE_DATA_ID } from '../../shared/prerender.js';
import type { SiteResponse } from '../../shared/site.js';

interface RenderedPage {
  html: string;
  title: string;
}

// The prerender runs in a worker thread that ends when it is done: React and the app's code
// then leave the server's memory (about 25 MB at rest) rather than staying loaded for good.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const prerender = await import(workerData.entry);
  const pages = [];
  for (const pathname of prerender.PRERENDERED_PATHS) {
    pages.push([pathname, await prerender.renderPage(pathname, workerData.site)]);
  }
  parentPort.postMessage(pages);
})();
`;

/** Each page of the prerender at `entry`, rendered in a worker of its own. */
function renderInWorker(entry: string, site: SiteResponse) {
  return new Promise<[string, RenderedPage][]>((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { entry: pathToFileURL(entry).href, site },
    });
    worker.once('message', (pages: [string, RenderedPage][]) => {
      resolve(pages);
      // Its timers (the query client's) would keep it alive.
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the prerender ended (${code}) with no pages`)));
  });
}

/** The HTML of each prerendered page, by path. */
export type PrerenderedPages = ReadonlyMap<string, string>;

// The SPA's index.html holds the shell between these (src/web/index.html): a prerendered page
// puts its own HTML in its place.
const ROOT = /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/;
const TITLE = /<title>[\s\S]*?<\/title>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON in a script element: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders the public pages once, at start, with this server's site settings
 * (docs/architecture.md#first-paint): the same HTML for every visitor, with the settings beside
 * it for the browser to hydrate with. Without the prerender's build (a development checkout), or
 * should it fail, there are none and every page gets the shell.
 */
export async function prerenderPages(
  distRoot: string,
  site: SiteResponse,
  log: FastifyBaseLogger,
): Promise<PrerenderedPages> {
  const pages = new Map<string, string>();
  const entry = path.join(distRoot, 'ssr/prerender.js');
  try {
    const template = await fs.readFile(path.join(distRoot, 'web/index.html'), 'utf8');
    if (!ROOT.test(template)) throw new Error('index.html has no shell to replace');
    for (const [pathname, { html, title }] of await renderInWorker(entry, site)) {
      // React writes inline scripts for a Suspense boundary it streams apart; the CSP blocks
      // them, and the page would show that part only after a full client render.
      if (/<script/i.test(html)) throw new Error(`${pathname}: the prerender wrote a script`);
      const root =
        `<div id="root" data-prerendered>${html}</div>` +
        `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(site)}</script>`;
      pages.set(
        pathname,
        template
          .replace(ROOT, () => root)
          .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`),
      );
    }
  } catch (error) {
    log.warn({ err: error, entry }, 'public pages not prerendered; they load as the app shell');
    pages.clear();
  }
  return pages;
}
