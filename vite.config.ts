import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_INPUT_SCRIPT } from './src/shared/early-input.js';
import { THEME_SCRIPT } from './src/shared/theme.js';
import { catalogues } from './scripts/vite-catalogues.js';

/** brand-600 and brand-50 of src/web/styles.css (the manifest cannot read CSS variables). */
const BRAND = '#4f46e5';
const BRAND_LIGHT = '#eef2ff';

/** The worker's own fetch and CacheStorage (this file is typed for Node). */
type WorkerGlobals = {
  fetch: typeof fetch;
  caches: { match(url: string, options: { ignoreSearch: boolean }): Promise<Response | undefined> };
};

/** A page opened (not /api, not /readyz): the service worker's route below. */
const isPageNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && !/^\/api(\/|$)/.test(url.pathname) && url.pathname !== '/readyz';

/**
 * A navigation goes to the server (issue 34: it paints the page, a member's with their data) and
 * its answer is never cached. Only when the network fails, or gives no answer within 3 s, the
 * precached shell answers and the app renders the page itself (offline: with its offline sign).
 * Workbox writes this function's text into sw.js, so it uses nothing but the worker's globals;
 * the shell is the precache's entry, kept under '/index.html?__WB_REVISION__=…'. A navigation's
 * request cannot be given an AbortSignal (fetch refuses a RequestInit for one), so the timeout
 * races it instead, as Workbox's own strategies do.
 */
const networkThenShell = async ({ request }: { request: Request }) => {
  const worker = globalThis as unknown as WorkerGlobals;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), 3000)),
  );
  // Offline, or the server unreachable or late: the shell below.
  const answer = worker.fetch(request).catch(() => undefined);
  const response = await Promise.race([answer, late]);
  clearTimeout(timer);
  return (
    response ??
    (await worker.caches.match('/index.html', { ignoreSearch: true })) ??
    Response.error()
  );
};

// The installable app (docs/product.md#overview, docs/product.md#roles-and-access "External"): manifest and a Workbox service worker at /sw.js
// with scope /. The app registers it itself with workbox-window and asks before updating
// (src/web/app/pwa/update-prompt.tsx). Only the app shell is precached; API answers and pages are
// never cached, so what one member saw can never be shown to the next person on the device.
const pwa = VitePWA({
  filename: 'sw.js',
  scope: '/',
  registerType: 'prompt',
  injectRegister: false,
  // The workbox glob below already lists the icons.
  includeManifestIcons: false,
  manifest: {
    name: 'Hab AI',
    short_name: 'Hab AI',
    description:
      'Aplikasi AI untuk belajar dan guna alat AI, tutorial video, workflow dan prompt dalam Bahasa Melayu.',
    lang: 'ms',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND,
    background_color: BRAND_LIGHT,
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png}'],
    // docs/architecture.md#performance-budgets: admin code is never sent to members, not even in the background.
    // The Laporan tab's charts (chart.js) load with that tab only (issue 23).
    globIgnores: ['assets/admin-page-*.js', 'assets/report-charts-*.js'],
    // Not the shell for every navigation (vite-plugin-pwa's default): networkThenShell above.
    navigateFallback: null,
    // Nor for '/': the precache would answer it as its directory's index.html.
    directoryIndex: null,
    // /api and /readyz are never the worker's: the browser asks the server as if it were not there.
    runtimeCaching: [{ urlPattern: isPageNavigation, handler: networkThenShell }],
  },
});

/** See build.rolldownOptions below. */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx)[\\/]/;

const PROJECT = fileURLToPath(new URL('.', import.meta.url));
const LOCALES = path.join(PROJECT, 'src/locales');

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: each built chunk's modules (paths from
 * the project's root, e.g. node_modules/zod/… or src/web/admin/…). The page-weight check
 * (bench/page-weight.ts) reads both to tell what a page's first load holds. Dot folders are not
 * served (@fastify/static skips them), so neither file reaches a browser.
 */
const chunkModules: Plugin = {
  name: 'hab:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules: Record<string, string[]> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      modules[chunk.fileName] = Object.keys(chunk.modules).map((id) =>
        path.isAbsolute(id)
          ? path
              .relative(PROJECT, id)
              .split(path.sep)
              .join('/')
              // A worktree's node_modules linked to another checkout's resolves to that one:
              // named from node_modules/ all the same.
              .replace(/^(\.\.\/)+.*?\/node_modules\//, 'node_modules/')
          : id.replace(/^\0/, ''),
      );
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(modules, null, 1),
    });
  },
};

/** Issue 20: the theme is set before the first paint (src/shared/theme.ts). */
const themeScript: Plugin = {
  name: 'hab:theme-script',
  transformIndexHtml: () => [
    { tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' },
    // Issue 34: taps and keys before the script has run are kept (shared/early-input.ts).
    { tag: 'script', children: EARLY_INPUT_SCRIPT, injectTo: 'head-prepend' },
  ],
};

/**
 * Issue 34: a page is painted from its HTML and the stylesheet alone; the script only makes it
 * answer. So the stylesheet is asked for first, and the scripts at low priority: on a slow
 * phone the stylesheet no longer shares the line with 150 KB of script (the server's own
 * preloads, http/prerendered-pages.ts, are low too). Run after Vite has written its tags.
 */
const stylesheetFirst: Plugin = {
  name: 'hab:stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
      const script = '<script type="module" crossorigin';
      if (!stylesheets.length || !html.includes(script)) {
        throw new Error('index.html: no stylesheet or entry script to order');
      }
      for (const link of stylesheets) html = html.replace(link, '');
      return html
        .replace(
          script,
          `${stylesheets.join('')}<script type="module" fetchpriority="low" crossorigin`,
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        );
    },
  },
};

/**
 * The prerender's build (`vite build --ssr src/web/prerender.tsx`, scripts/build.mjs): the same
 * source for Node, into dist/ssr, without the service worker or the chunk graph
 * (docs/architecture.md#first-paint).
 */
const ssrBuild = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  rolldownOptions: { output: { entryFileNames: '[name].js' } },
};

/**
 * The prerender's packages are bundled into it, in their production builds: left to Node, React,
 * React DOM and React Router pick their development builds wherever NODE_ENV is unset (as under
 * `npm start`), several times slower and with more garbage per render.
 */
const ssrProduction: UserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  ...(isSsrBuild && ssrProduction),
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react(), tailwindcss(), catalogues(LOCALES)]
    : [
        react(),
        tailwindcss(),
        catalogues(LOCALES),
        themeScript,
        stylesheetFirst,
        pwa,
        chunkModules,
      ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      // Only for import.meta.glob: a lazily loaded page or part named by its file (router.tsx).
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // The manifest maps each source module to its chunk and the chunks it imports: the
        // page-weight check's chunk graph (bench/page-weight.ts, docs/architecture.md#performance-budgets).
        manifest: true,
        // Every browser the app supports preloads modules itself; the polyfill was script on every
        // first load.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries the entry itself imports, so every page loads them anyway, in one file
              // (left to itself the bundler cuts them into a handful of small shared chunks, each
              // compressed on its own: ~2.5 KB more gzip on every first load). Only such libraries
              // belong here: one that some pages use would reach every page through this file.
              groups: [{ name: 'vendor', test: VENDOR }],
              // Issue 34: the small pieces pages share (an input, a page header: 0.5 KB each) go
              // into each page's own chunk instead of files of their own. /tools was 40 files;
              // over HTTP/1.1's six connections on a slow phone each is a round trip of 150 ms.
              experimentalInlineCommonChunks: { maxSize: 6000 },
            },
          },
        },
      },
  // scripts/dev.mjs lets the API answer for this port (the Host rule): never another one.
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000', '/readyz': 'http://localhost:3000' },
  },
}));
