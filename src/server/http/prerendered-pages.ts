import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { htmlLang, type InterfaceLanguage } from '../../shared/i18n/languages.js';
import { PARTS_ID, SITE_DATA_ID } from '../../shared/prerender.js';
import type { SiteResponse } from '../../shared/site.js';
import { readChunkPreloads } from './chunk-preloads.js';
import { escapeHtml } from './html.js';

const run = promisify(execFile);
/** The pages' HTML is some 100 KB; far more means something is wrong. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
/** The prerender takes about half a second; a minute means it is stuck. */
const PRERENDER_TIMEOUT_MS = 60_000;

interface RenderedPage {
  html: string;
  title: string;
  parts: string[];
  files: string[];
  language: InterfaceLanguage;
}

// The prerender runs in a process of its own that ends when it is done: React, the app's code
// and what rendering allocated never enter the server's memory. (A worker thread, as before,
// gave its heap back on exit but left the allocator holding 5-15 MB of it: memory at rest.)
const CHILD = `
(async () => {
  const { entry, site } = JSON.parse(process.argv[1]);
  const prerender = await import(entry);
  const pages = [];
  for (const language of prerender.PRERENDERED_LANGUAGES ?? ['campur']) {
    for (const pathname of prerender.PRERENDERED_PATHS) {
      pages.push([pathname, { ...(await prerender.renderPage(pathname, site, language)), language }]);
    }
  }
  // Its timers (the query client's) would keep it alive.
  process.stdout.write(JSON.stringify(pages), () => process.exit(0));
})();
`;

/** Each page of the prerender at `entry`, rendered in a process of its own. */
async function renderInChild(entry: string, site: SiteResponse) {
  const { stdout } = await run(
    process.execPath,
    ['-e', CHILD, JSON.stringify({ entry: pathToFileURL(entry).href, site })],
    // A prerender that hangs must not hold every page: past this, the pages get the shell.
    { maxBuffer: MAX_OUTPUT_BYTES, timeout: PRERENDER_TIMEOUT_MS },
  );
  return JSON.parse(stdout) as [string, RenderedPage][];
}

/** The HTML of each prerendered page, by prerenderedPageKey. */
export type PrerenderedPages = ReadonlyMap<string, string>;

/**
 * A page's key in PrerenderedPages: the bare path in Campur, `<lang>:<path>` in the others
 * ('ms:/landing'); docs/decisions/051-interface-languages-with-lingui.md.
 */
export const prerenderedPageKey = (pathname: string, language: InterfaceLanguage) =>
  language === 'campur' ? pathname : `${language}:${pathname}`;

/** The prerendered page at `pathname` in `language`, if there is one. */
export const prerenderedPage = (
  pages: PrerenderedPages,
  pathname: string,
  language: InterfaceLanguage,
) => pages.get(prerenderedPageKey(pathname, language));

// The SPA's index.html holds the shell between these (src/web/index.html): a rendered page
// puts its own HTML in its place.
const ROOT = /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;

// JSON in a script element: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Whether `template` (index.html) has the shell a rendered page replaces. */
export const hasShell = (template: string) => ROOT.test(template);

/**
 * `template` (index.html) with a page the server rendered in place of the shell: its HTML in
 * the root element (marked `marker` for main.tsx), its title and language, and beside it the
 * JSON it was rendered with (by script element id), for the browser to hydrate with.
 */
export function pageFromTemplate(
  template: string,
  page: {
    html: string;
    title: string;
    language: InterfaceLanguage;
    marker: 'data-prerendered' | 'data-rendered';
    data: Record<string, unknown>;
    /** The page's own chunks, asked for with the HTML (chunk-preloads.ts). */
    preloads?: readonly string[];
  },
) {
  // React writes inline scripts for a Suspense boundary it streams apart; the CSP blocks
  // them, and the page would show that part only after a full client render.
  if (/<script/i.test(page.html)) throw new Error('the render wrote a script');
  const scripts = Object.entries(page.data)
    .map(
      ([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`,
    )
    .join('');
  const root = `<div id="root" ${page.marker}>${page.html}</div>${scripts}`;
  // At low priority, as the entry's own (vite.config.ts, stylesheetFirst): the stylesheet first.
  const preloads = (page.preloads ?? [])
    .map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    )
    .join('');
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(HTML_LANG, () => `<html lang="${htmlLang(page.language)}"`)
    .replace(ROOT, () => root)
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`);
}

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
    if (!hasShell(template)) throw new Error('index.html has no shell to replace');
    const chunks = readChunkPreloads(path.join(distRoot, 'web'));
    for (const [pathname, page] of await renderInChild(entry, site)) {
      const { html, title, language, parts, files } = page;
      const data = { [SITE_DATA_ID]: site, [PARTS_ID]: parts };
      const preloads = chunks(files);
      pages.set(
        prerenderedPageKey(pathname, language),
        pageFromTemplate(template, {
          html,
          title,
          language,
          marker: 'data-prerendered',
          data,
          preloads,
        }),
      );
    }
  } catch (error) {
    log.warn({ err: error, entry }, 'public pages not prerendered; they load as the app shell');
    pages.clear();
  }
  return pages;
}
