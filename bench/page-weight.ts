// Page weight (docs/architecture.md#performance-budgets): the gzipped JavaScript of each page's first load, worked out from the
// built files, so `npm test` checks it (scripts/check-page-weight.ts) and `npm run bench` reports
// it (bench/run.ts, beside what Chromium actually fetched) with the same figures.
//
// A page's first load is what must arrive before it can render: the entry script of index.html
// and what it imports (the files index.html preloads), plus the page's lazily loaded route module
// and what that imports. What every page loads without waiting for it (deferred: the shared
// chrome, the toaster, the service worker's helper) is reported beside it, not counted. The
// chunk graph is Vite's manifest (dist/web/.vite/manifest.json); what each chunk holds comes from
// dist/web/.vite/chunk-modules.json (written by a plugin in vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** docs/architecture.md#performance-budgets counts in KB of 1,000 bytes, as Vite's build output does. */
export const KB = 1000;

export interface PageBudget {
  /** The URL weighed. */
  page: string;
  /** Opened as a signed-in member (else as a visitor). */
  member: boolean;
  /**
   * The modules (paths from the project's root) the router loads lazily to render this URL:
   * the route's page, and the api module its loader loads. src/web/router.tsx is the source of
   * truth; the check fails loudly when one is no longer a chunk of its own.
   */
  routeModules: string[];
  /** Modules this page loads lazily once it has rendered (deferred), besides DEFERRED. */
  deferred?: string[];
  /** Enforced: first-load JS, gzipped, in bytes. */
  maxJsGzipBytes: number;
  /** docs/architecture.md#performance-budgets's figure, when the enforced one is an interim above it. */
  designJsGzipBytes?: number;
  /** When the enforced figure becomes DESIGN's: "until …". */
  interimReason?: string;
  /** No zod code at all (first load and after it): its schemas alone are ~25 KB gzipped. */
  noZod?: boolean;
}

/**
 * The member header's search button and its palette (issue 22): the button comes after the
 * header, the palette is fetched once the page is idle (search-button.tsx).
 */
const MEMBER_HEADER = [
  'src/web/features/search/components/search-button.tsx',
  'src/web/features/search/components/search-palette.tsx',
];

export const PAGES: PageBudget[] = [
  {
    page: '/landing',
    member: false,
    routeModules: ['src/web/app/pages/landing-page.tsx'],
    // docs/architecture.md#performance-budgets's 120 KB: 143.3 KB after issue 18's first round
    // (sonner out; the page prerendered, so this weight no longer delays its first paint).
    // The rest is react-router's data router (32 KB; 15.6 KB in declarative mode) and
    // tailwind-merge (8 KB): `node --import tsx scripts/check-page-weight.ts --verbose`.
    // Issue 20 added 0.5 KB to every first load (the glossary's words in the sign-in form, the
    // member frame's page skeleton, the one offline sign), and issue 22 0.4 KB (the member
    // header's search button, itself loaded later, and Ctrl/Cmd+K opening it), so the interim is
    // 147 KB until one of those two goes. Issue 33 added 2.3 KB: Lingui's runtime and the
    // message wrapper that every page's words now pass through (decision 051); the landing page
    // is prerendered, so its first paint does not wait for it. Interim: 150 KB. Then 0.1 KB for
    // the router's wait for a tapped page's data (docs/architecture.md#navigation; the wait
    // itself is a file of its own): 151 KB. Issue 34 added 0.5 KB within it: a shortcut pressed
    // before the chrome's code has come is kept (lib/early-keys.ts), and so are the words typed
    // while the palette loads (lib/search-palette.ts); and 0.5 KB more for pages the server
    // renders (hydrating with the data they were rendered with, the parts they show loaded
    // first, a form's answer shown): 152 KB. Then 0.1 KB for what a person does while the page
    // hydrates (words and Enter given again as changes React hears; a form sending what its
    // fields show): 152.5 KB.
    maxJsGzipBytes: 152.5 * KB,
    designJsGzipBytes: 120 * KB,
    interimReason: 'react-router in declarative mode and tailwind-merge out bring it there',
    noZod: true,
  },
  {
    page: '/tools',
    member: true,
    // The page, and its api module, which the route's loader loads beside it (router.tsx).
    routeModules: [
      'src/web/features/tools/pages/tools-page.tsx',
      'src/web/features/tools/api/get-tools.ts',
    ],
    // Each card's save button (app/item-actions.tsx).
    deferred: [
      ...MEMBER_HEADER,
      'src/web/features/favorites/components/favorite-toggle.tsx',
      // The search box's suggestions, fetched once the list has rendered (search-box.tsx).
      'src/web/components/list/suggesting-input.tsx',
    ],
    maxJsGzipBytes: 170 * KB,
  },
  {
    page: '/dashboard',
    member: true,
    routeModules: [
      'src/web/app/pages/dashboard-page.tsx',
      'src/web/features/dashboard/api/get-dashboard.ts',
    ],
    // Its dialogs (the profile form, the community path) load when opened, and nothing on its
    // first load builds a zod schema (issue 18: 209 → 141 KB).
    deferred: MEMBER_HEADER,
    maxJsGzipBytes: 170 * KB,
    noZod: true,
  },
];

/**
 * Deferred: loaded on every page without the page waiting for it (root-layout.tsx asks for the
 * chrome at start and mounts it when it arrives; app-tree.tsx's toaster, the header's theme
 * toggle and pwa/update-prompt.tsx's helper load once rendered): module paths, or a folder's
 * prefix ending in '/'. Not in the budget; `npm run bench` checks against Chromium that nothing
 * else is fetched.
 */
export const DEFERRED = [
  'src/web/app/app-chrome.tsx',
  'src/web/app/toaster.tsx',
  'src/web/components/theme-toggle.tsx',
  'node_modules/sonner/',
  'node_modules/workbox-window/',
];

/**
 * Code that must never reach anyone but an admin (docs/architecture.md#performance-budgets): the
 * admin kit, the admin page that composes the tabs, and each resource's tab beside its feature.
 */
const ADMIN_CODE = /^src\/web\/(admin|app\/admin|features\/[^/]+\/admin)\//;
const ADMIN_CODE_NAME = 'src/web/admin/, src/web/app/admin/, src/web/features/*/admin/';
const ZOD_CODE = 'node_modules/zod/';

/** The built app as the check needs it; file names are relative to dist/web (assets/…). */
export interface BuildGraph {
  /** The entry script index.html loads. */
  entry: string;
  /** What index.html preloads (its <link rel="modulepreload">). */
  preloads: string[];
  /** Each chunk's static imports (files). */
  imports: Record<string, string[]>;
  /** Each chunk's CSS (files). */
  css: Record<string, string[]>;
  /** Each chunk's modules: paths from the project's root. */
  modules: Record<string, string[]>;
  /** A built file's size, gzipped as the server sends it. */
  gzipBytes(file: string): number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Reads a build (`node scripts/build.mjs` writes dist/web). */
export function readBuild(dir = 'dist/web'): BuildGraph {
  const read = (file: string, what: string) => {
    const at = path.join(dir, file);
    if (!fs.existsSync(at)) {
      throw new Error(`${at} is missing (${what}): build first with \`node scripts/build.mjs\`.`);
    }
    return fs.readFileSync(at, 'utf8');
  };
  const manifest = JSON.parse(read('.vite/manifest.json', "Vite's manifest")) as Record<
    string,
    ManifestChunk
  >;
  const modules = JSON.parse(
    read('.vite/chunk-modules.json', 'written by vite.config.ts'),
  ) as Record<string, string[]>;
  const html = read('index.html', 'the app page');

  const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${dir}/index.html loads no module script.`);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const fileOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} but has no entry for it.`);
    return chunk.file;
  };
  const imports: Record<string, string[]> = {};
  const css: Record<string, string[]> = {};
  for (const chunk of Object.values(manifest)) {
    imports[chunk.file] = (chunk.imports ?? []).map(fileOf);
    css[chunk.file] = chunk.css ?? [];
  }
  const manifestEntry = Object.values(manifest).find((c) => c.isEntry)?.file;
  if (manifestEntry !== entry) {
    throw new Error(
      `${dir}/index.html loads ${entry} but Vite's manifest says ${manifestEntry}: a stale build? ` +
        'Run `node scripts/build.mjs --force`.',
    );
  }

  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(dir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  return { entry, preloads, imports, css, modules, gzipBytes };
}

export interface ChunkWeight {
  file: string;
  gzipBytes: number;
  /** What the chunk holds: npm packages, then how many of the app's own modules. */
  holds: string;
}

export interface PageWeight {
  page: string;
  member: boolean;
  /** Before the first render, largest first. */
  firstLoad: ChunkWeight[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Loaded without the page waiting for it (DEFERRED and what it imports, less the above). */
  deferred: ChunkWeight[];
  deferredGzipBytes: number;
  /** Chunks of the first load or right after it holding zod / admin code. */
  zodChunks: string[];
  adminChunks: string[];
}

/** A module path, a folder's prefix ending in '/', or a pattern of paths. */
const holdsModule = (modules: string[], wanted: string | RegExp) =>
  modules.some((id) =>
    typeof wanted !== 'string'
      ? wanted.test(id)
      : wanted.endsWith('/')
        ? id.startsWith(wanted)
        : id === wanted,
  );

/** The npm package of a module path, or null for the app's own code. */
function packageOf(id: string) {
  if (!id.includes('node_modules/')) return null;
  const parts = id.split('node_modules/').at(-1)!.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function describe(modules: string[]) {
  const packages = [...new Set(modules.map(packageOf).filter((p) => p !== null))];
  // A scope of many packages (@radix-ui) as one entry.
  const scopes = new Map<string, number>();
  for (const name of packages) {
    if (name.startsWith('@'))
      scopes.set(name.split('/')[0]!, (scopes.get(name.split('/')[0]!) ?? 0) + 1);
  }
  const parts: string[] = [];
  for (const name of packages) {
    const scope = name.split('/')[0]!;
    if ((scopes.get(scope) ?? 0) < 3) parts.push(name);
    else if (!parts.includes(`${scope}/* (${scopes.get(scope)})`))
      parts.push(`${scope}/* (${scopes.get(scope)})`);
  }
  const own = modules.filter((id) => id.startsWith('src/')).length;
  if (own) parts.push(`${own} app module${own === 1 ? '' : 's'}`);
  // The bundler's own helpers (rolldown:runtime, vite/preload-helper.js): no path of ours.
  if (modules.some((id) => packageOf(id) === null && !id.startsWith('src/'))) parts.push('runtime');
  return parts.join(', ') || '—';
}

/** The chunk holding `module` (a route's page, say), for the messages' sake by name. */
function chunkHolding(build: BuildGraph, module: string, page: string) {
  const files = Object.keys(build.modules).filter((file) =>
    holdsModule(build.modules[file]!, module),
  );
  if (files.length === 0) {
    throw new Error(
      `${page}: no built chunk holds ${module}. If src/web/router.tsx changed, update PAGES or ` +
        'DEFERRED in bench/page-weight.ts.',
    );
  }
  return files;
}

/** `roots` and everything they import, statically, transitively. */
function closure(build: BuildGraph, roots: string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(build.imports[file] ?? []));
  }
  return seen;
}

export function weighPage(build: BuildGraph, budget: PageBudget): PageWeight {
  const routeChunks = budget.routeModules.flatMap((m) => chunkHolding(build, m, budget.page));
  const first = closure(build, [build.entry, ...build.preloads, ...routeChunks]);
  const laterRoots = [...DEFERRED, ...(budget.deferred ?? [])].flatMap((m) =>
    chunkHolding(build, m, budget.page),
  );
  const later = [...closure(build, laterRoots)].filter((file) => !first.has(file));

  const weigh = (files: Iterable<string>) =>
    [...files]
      .map((file) => ({
        file,
        gzipBytes: build.gzipBytes(file),
        holds: describe(build.modules[file] ?? []),
      }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  const sum = (chunks: { gzipBytes: number }[]) => chunks.reduce((t, c) => t + c.gzipBytes, 0);
  const firstLoad = weigh(first);
  const deferred = weigh(later);
  const all = [...first, ...later];
  const holding = (wanted: string | RegExp) =>
    all.filter((file) => holdsModule(build.modules[file] ?? [], wanted)).sort();
  const css = [...new Set([...first].flatMap((file) => build.css[file] ?? []))];
  return {
    page: budget.page,
    member: budget.member,
    firstLoad,
    jsGzipBytes: sum(firstLoad),
    cssGzipBytes: sum(css.map((file) => ({ gzipBytes: build.gzipBytes(file) }))),
    deferred,
    deferredGzipBytes: sum(deferred),
    zodChunks: holding(ZOD_CODE),
    adminChunks: holding(ADMIN_CODE),
  };
}

export const weighPages = (build: BuildGraph, pages: PageBudget[] = PAGES) =>
  pages.map((budget) => weighPage(build, budget));

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every broken rule, as a sentence naming the page, the figure and the budget. */
export function problemsOf(weight: PageWeight, budget: PageBudget) {
  const problems: string[] = [];
  if (weight.jsGzipBytes > budget.maxJsGzipBytes) {
    const design =
      budget.designJsGzipBytes !== undefined && budget.designJsGzipBytes !== budget.maxJsGzipBytes
        ? ` (docs/architecture.md#performance-budgets's target: ${kb(budget.designJsGzipBytes)})`
        : ' (docs/architecture.md#performance-budgets)';
    problems.push(
      `${weight.page}: first-load JS is ${kb(weight.jsGzipBytes)} gzipped, over its budget of ` +
        `${kb(budget.maxJsGzipBytes)}${design}. Largest: ${weight.firstLoad
          .slice(0, 3)
          .map((c) => `${c.file} ${kb(c.gzipBytes)}`)
          .join(', ')}.`,
    );
  }
  if (budget.noZod && weight.zodChunks.length) {
    problems.push(
      `${weight.page}: zod is in its load, in ${weight.zodChunks.join(', ')} — ` +
        'a @shared import that builds zod schemas? Import types only, or load it on demand.',
    );
  }
  if (weight.adminChunks.length) {
    problems.push(
      `${weight.page}: admin code (${ADMIN_CODE_NAME}) is in a ${weight.member ? 'member' : 'visitor'}'s ` +
        `load, in ${weight.adminChunks.join(', ')} (docs/architecture.md#performance-budgets: never downloaded by members).`,
    );
  }
  return problems;
}

/**
 * How what a browser fetched (`npm run bench`, Chromium until the network is idle) matches the
 * model: files it fetched that are neither first load nor after it (the figures miss them), and
 * first-load files it did not fetch.
 */
export function compareWithBrowser(weight: PageWeight, fetchedJs: string[]) {
  const modelled = new Set([...weight.firstLoad, ...weight.deferred].map((c) => c.file));
  const fetched = new Set(fetchedJs);
  return {
    unexpected: [...fetched].filter((file) => !modelled.has(file)).sort(),
    notFetched: weight.firstLoad.map((c) => c.file).filter((file) => !fetched.has(file)),
  };
}

export function checkPages(weights: PageWeight[], pages: PageBudget[] = PAGES) {
  return weights.flatMap((weight) => {
    const budget = pages.find((p) => p.page === weight.page);
    if (!budget) throw new Error(`No budget for ${weight.page}.`);
    return problemsOf(weight, budget);
  });
}

/** The figures as lines of text; `verbose` lists every chunk. */
export function describeWeights(
  weights: PageWeight[],
  pages: PageBudget[] = PAGES,
  verbose = false,
) {
  const lines: string[] = [];
  for (const weight of weights) {
    const budget = pages.find((p) => p.page === weight.page)!;
    const ok = problemsOf(weight, budget).length === 0;
    const who = weight.member ? 'member' : 'visitor';
    lines.push(
      `${ok ? 'ok  ' : 'FAIL'} ${weight.page} (${who}): ${kb(weight.jsGzipBytes)} JS gzipped in ` +
        `${weight.firstLoad.length} files, budget ${kb(budget.maxJsGzipBytes)}; ` +
        `then ${kb(weight.deferredGzipBytes)} deferred in ${weight.deferred.length}; ` +
        `CSS ${kb(weight.cssGzipBytes)}` +
        (budget.noZod ? '; no zod' : '') +
        '; no admin code',
    );
    if (budget.designJsGzipBytes !== undefined && weight.jsGzipBytes > budget.designJsGzipBytes) {
      lines.push(
        `     above docs/architecture.md#performance-budgets's ${kb(budget.designJsGzipBytes)} by ` +
          `${kb(weight.jsGzipBytes - budget.designJsGzipBytes)}; an interim budget until ` +
          `${budget.interimReason}`,
      );
    }
    if (verbose) {
      for (const chunk of weight.firstLoad) {
        lines.push(`       ${kb(chunk.gzipBytes).padStart(8)}  ${chunk.file}  (${chunk.holds})`);
      }
      for (const chunk of weight.deferred) {
        lines.push(
          `     + ${kb(chunk.gzipBytes).padStart(8)}  ${chunk.file}  (${chunk.holds}; deferred)`,
        );
      }
    }
  }
  return lines;
}
