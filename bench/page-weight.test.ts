import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KB,
  checkPages,
  readBuild,
  weighPage,
  weighPages,
  type BuildGraph,
  type PageBudget,
} from './page-weight.js';

const LANDING: PageBudget = {
  page: '/landing',
  member: false,
  routeModules: ['src/web/app/pages/landing-page.tsx'],
  maxJsGzipBytes: 120 * KB,
  noZod: true,
};
const TOOLS: PageBudget = {
  page: '/tools',
  member: true,
  routeModules: ['src/web/features/tools/pages/tools-page.tsx'],
  maxJsGzipBytes: 170 * KB,
};
const PAGES = [LANDING, TOOLS];

/**
 * A small build: the entry (with what it preloads), two pages, the deferred chrome, and chunks
 * only a click or the admin page loads. Sizes are gzipped bytes.
 */
function fixture(change: (build: Fixture) => void = () => {}) {
  const build: Fixture = {
    entry: 'assets/index.js',
    preloads: ['assets/vendor.js'],
    imports: {
      'assets/index.js': ['assets/vendor.js'],
      'assets/vendor.js': [],
      'assets/landing-page.js': ['assets/vendor.js', 'assets/login-form.js'],
      'assets/login-form.js': ['assets/vendor.js'],
      'assets/tools-page.js': ['assets/vendor.js', 'assets/schemas.js'],
      'assets/schemas.js': [],
      'assets/app-chrome.js': ['assets/vendor.js', 'assets/sonner.js'],
      'assets/sonner.js': [],
      'assets/toaster.js': ['assets/vendor.js', 'assets/sonner.js'],
      'assets/theme-toggle.js': ['assets/vendor.js'],
      'assets/workbox-window.js': [],
      'assets/signup-form.js': ['assets/schemas.js'],
      'assets/admin-page.js': ['assets/schemas.js'],
    },
    css: { 'assets/index.js': ['assets/index.css'] },
    modules: {
      'assets/index.js': ['src/web/main.tsx', 'src/web/router.tsx'],
      'assets/vendor.js': ['node_modules/react-dom/client.js', 'node_modules/react/index.js'],
      'assets/landing-page.js': ['src/web/app/pages/landing-page.tsx'],
      'assets/login-form.js': ['src/web/features/auth/components/login-form.tsx'],
      'assets/tools-page.js': ['src/web/features/tools/pages/tools-page.tsx'],
      'assets/schemas.js': ['node_modules/zod/v4/classic/schemas.js'],
      'assets/app-chrome.js': ['src/web/app/app-chrome.tsx'],
      'assets/sonner.js': ['node_modules/sonner/dist/index.mjs'],
      'assets/toaster.js': ['src/web/app/toaster.tsx'],
      'assets/theme-toggle.js': ['src/web/components/theme-toggle.tsx'],
      'assets/workbox-window.js': ['node_modules/workbox-window/build/workbox-window.prod.mjs'],
      'assets/signup-form.js': ['src/web/features/landing/components/signup-form.tsx'],
      'assets/admin-page.js': ['src/web/app/admin/admin-page.tsx'],
    },
    sizes: {
      'assets/index.js': 10 * KB,
      'assets/vendor.js': 90 * KB,
      'assets/landing-page.js': 5 * KB,
      'assets/login-form.js': 2 * KB,
      'assets/tools-page.js': 6 * KB,
      'assets/schemas.js': 25 * KB,
      'assets/app-chrome.js': 4 * KB,
      'assets/sonner.js': 9 * KB,
      'assets/toaster.js': 1 * KB,
      'assets/theme-toggle.js': 1 * KB,
      'assets/workbox-window.js': 2 * KB,
      'assets/signup-form.js': 3 * KB,
      'assets/admin-page.js': 20 * KB,
      'assets/index.css': 8 * KB,
    },
  };
  change(build);
  return graph(build);
}

type Fixture = Omit<BuildGraph, 'gzipBytes'> & { sizes: Record<string, number> };

function graph({ sizes, ...build }: Fixture): BuildGraph {
  return { ...build, gzipBytes: (file) => sizes[file] ?? 0 };
}

describe('weighing a page', () => {
  it("counts the entry, what it preloads and the page's route chunks, not what loads later", () => {
    const landing = weighPage(fixture(), LANDING);
    expect(landing.firstLoad.map((c) => c.file)).toEqual([
      'assets/vendor.js',
      'assets/index.js',
      'assets/landing-page.js',
      'assets/login-form.js',
    ]);
    expect(landing.jsGzipBytes).toBe(107 * KB);
    expect(landing.cssGzipBytes).toBe(8 * KB);
    // The chrome, the toaster, the theme toggle and the service worker's helper: deferred.
    expect(landing.deferred.map((c) => c.file).sort()).toEqual([
      'assets/app-chrome.js',
      'assets/sonner.js',
      'assets/theme-toggle.js',
      'assets/toaster.js',
      'assets/workbox-window.js',
    ]);
    expect(landing.deferredGzipBytes).toBe(17 * KB);
    expect(landing.firstLoad[0]?.holds).toBe('react-dom, react');
    expect(landing.zodChunks).toEqual([]);
    expect(landing.adminChunks).toEqual([]);
  });

  it('passes pages within their budgets', () => {
    expect(checkPages(weighPages(fixture(), PAGES), PAGES)).toEqual([]);
  });

  it('fails a page over its budget, naming the page, the figure and the budget', () => {
    const build = fixture((b) => (b.sizes['assets/login-form.js'] = 20 * KB));
    expect(checkPages(weighPages(build, PAGES), PAGES)).toEqual([
      '/landing: first-load JS is 125.0 KB gzipped, over its budget of 120.0 KB (docs/architecture.md#performance-budgets). ' +
        'Largest: assets/vendor.js 90.0 KB, assets/login-form.js 20.0 KB, assets/index.js 10.0 KB.',
    ]);
  });

  it('passes a page at its budget to the byte, and fails it a byte over', () => {
    // 105 KB besides the login form.
    const at = fixture((b) => (b.sizes['assets/login-form.js'] = 15 * KB));
    expect(checkPages(weighPages(at, PAGES), PAGES)).toEqual([]);
    const over = fixture((b) => (b.sizes['assets/login-form.js'] = 15 * KB + 1));
    expect(checkPages(weighPages(over, PAGES), PAGES)).toEqual([
      expect.stringContaining('/landing: first-load JS is 120.0 KB gzipped, over its budget'),
    ]);
  });

  it("says DESIGN's figure when the enforced budget is an interim", () => {
    const interim = { ...LANDING, maxJsGzipBytes: 100 * KB, designJsGzipBytes: 90 * KB };
    const [problem] = checkPages([weighPage(fixture(), interim)], [interim]);
    expect(problem).toContain(
      "over its budget of 100.0 KB (docs/architecture.md#performance-budgets's target: 90.0 KB)",
    );
  });

  it('fails /landing when zod reaches its first load, naming the chunk', () => {
    // One zod-bearing @shared import in the login form (small enough to pass the budget).
    const build = fixture((b) => {
      b.imports['assets/login-form.js']!.push('assets/schemas.js');
      b.sizes['assets/schemas.js'] = 5 * KB;
    });
    const problems = checkPages(weighPages(build, PAGES), PAGES);
    expect(problems).toEqual([
      expect.stringMatching(/^\/landing: zod is in its load, in assets\/schemas\.js/),
    ]);
    // /tools may use zod.
    expect(weighPage(build, TOOLS).zodChunks).toEqual(['assets/schemas.js']);
  });

  it('finds zod bundled into a chunk of the page, not only in a chunk of its own', () => {
    const build = fixture((b) =>
      b.modules['assets/login-form.js']!.push('node_modules/zod/v4/core/core.js'),
    );
    expect(checkPages([weighPage(build, LANDING)], [LANDING])[0]).toContain(
      'zod is in its load, in assets/login-form.js',
    );
  });

  it("fails when admin code reaches a member's load, naming the chunk", () => {
    const build = fixture((b) => b.imports['assets/tools-page.js']!.push('assets/admin-page.js'));
    const problems = checkPages(weighPages(build, PAGES), PAGES);
    expect(problems).toEqual([
      expect.stringMatching(
        /^\/tools: admin code \(src\/web\/admin\/, .*\) is in a member's load, in assets\/admin-page\.js/,
      ),
    ]);
    // Also when it rides in the deferred chrome: the kit, or a resource's tab beside its feature.
    for (const module of ['src/web/admin/x.ts', 'src/web/features/tools/admin/tools-tab.tsx']) {
      const later = fixture((b) => b.modules['assets/app-chrome.js']!.push(module));
      expect(checkPages(weighPages(later, PAGES), PAGES)).toHaveLength(2);
    }
    // A member screen whose name merely contains "admin" is not admin code.
    const member = fixture((b) =>
      b.modules['assets/app-chrome.js']!.push('src/web/app/admin-denied.tsx'),
    );
    expect(checkPages(weighPages(member, PAGES), PAGES)).toEqual([]);
  });

  it('fails loudly when a route module is no longer a chunk of the build', () => {
    const build = fixture((b) => delete b.modules['assets/tools-page.js']);
    expect(() => weighPages(build, PAGES)).toThrow(
      /\/tools: no built chunk holds src\/web\/features\/tools\/pages\/tools-page\.tsx/,
    );
  });
});

describe('reading a build', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })));

  /** A dist/web with Vite's manifest, the chunk list and index.html. */
  function writeBuild(html: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
    dirs.push(dir);
    const file = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    file(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': {
          file: 'assets/index-a1.js',
          isEntry: true,
          imports: ['_vendor-b2.js'],
          css: ['assets/index-c3.css'],
        },
        '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
        'app/pages/landing-page.tsx': {
          file: 'assets/landing-page-d4.js',
          isDynamicEntry: true,
          imports: ['_vendor-b2.js', 'index.html'],
        },
        'app/app-chrome.tsx': { file: 'assets/app-chrome-e5.js', isDynamicEntry: true },
        '_dist-f6.js': { file: 'assets/dist-f6.js' },
        'wb.mjs': { file: 'assets/workbox-window-g7.js', isDynamicEntry: true },
        'app/toaster.tsx': { file: 'assets/toaster-h8.js', isDynamicEntry: true },
        'components/theme-toggle.tsx': { file: 'assets/theme-toggle-i9.js', isDynamicEntry: true },
      }),
    );
    file(
      '.vite/chunk-modules.json',
      JSON.stringify({
        'assets/index-a1.js': ['src/web/main.tsx'],
        'assets/vendor-b2.js': ['node_modules/react/index.js'],
        'assets/landing-page-d4.js': ['src/web/app/pages/landing-page.tsx'],
        'assets/app-chrome-e5.js': ['src/web/app/app-chrome.tsx'],
        'assets/dist-f6.js': ['node_modules/sonner/dist/index.mjs'],
        'assets/workbox-window-g7.js': ['node_modules/workbox-window/build/w.mjs'],
        'assets/toaster-h8.js': ['src/web/app/toaster.tsx'],
        'assets/theme-toggle-i9.js': ['src/web/components/theme-toggle.tsx'],
      }),
    );
    file('index.html', html);
    file('assets/index-a1.js', 'console.log("entry");'.repeat(50));
    file('assets/vendor-b2.js', 'export const react = 1;'.repeat(400));
    file('assets/landing-page-d4.js', 'export default 1;');
    file('assets/app-chrome-e5.js', '');
    file('assets/dist-f6.js', '');
    file('assets/workbox-window-g7.js', '');
    file('assets/toaster-h8.js', '');
    file('assets/theme-toggle-i9.js', '');
    file('assets/index-c3.css', 'body { color: red }');
    return dir;
  }

  const HTML =
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">';

  it("weighs Vite's manifest and the built files, gzipped", () => {
    const dir = writeBuild(HTML);
    const landing = weighPage(readBuild(dir), { ...LANDING, maxJsGzipBytes: 1 });
    const gz = (name: string) => gzipSync(fs.readFileSync(path.join(dir, name))).length;
    expect(landing.firstLoad.map((c) => c.file).sort()).toEqual([
      'assets/index-a1.js',
      'assets/landing-page-d4.js',
      'assets/vendor-b2.js',
    ]);
    expect(landing.jsGzipBytes).toBe(
      gz('assets/index-a1.js') + gz('assets/vendor-b2.js') + gz('assets/landing-page-d4.js'),
    );
    expect(landing.cssGzipBytes).toBe(gz('assets/index-c3.css'));
    expect(checkPages([landing], [{ ...LANDING, maxJsGzipBytes: 1 }])[0]).toMatch(
      /^\/landing: first-load JS is \d+\.\d KB gzipped, over its budget of 0\.0 KB/,
    );
  });

  it('refuses a build whose index.html and manifest disagree', () => {
    const dir = writeBuild(HTML.replace('index-a1', 'index-zz'));
    expect(() => readBuild(dir)).toThrow(/loads assets\/index-zz\.js but Vite's manifest says/);
  });

  it('says to build first when there is no build', () => {
    expect(() => readBuild(path.join(os.tmpdir(), 'no-such-build'))).toThrow(
      /manifest\.json is missing .*node scripts\/build\.mjs/,
    );
  });
});
