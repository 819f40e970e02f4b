import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteResponse } from '../../shared/site.js';
import { prerenderedPage, prerenderPages } from './prerendered-pages.js';

// docs/architecture.md#first-paint. The real prerender runs in the browser tests
// (tests/e2e/first-paint.spec.ts); here a stand-in build shows how its HTML is put in the page.

const TEMPLATE = `<!doctype html><html lang="ms"><head><title>Hab AI</title></head><body>
<div id="root">
  <!--shell-->
  <p>shell</p>
  <!--/shell-->
</div>
<script type="module" src="/assets/index.js"></script></body></html>`;

const site: SiteResponse = {
  appName: 'Hab AI',
  links: {
    orderForm: 'https://contoh.my/order?a=1&b=</script><script>alert(1)</script>',
    signupSite: 'https://contoh.my/daftar',
    affiliateRegister: 'https://contoh.my/affiliate',
    affiliatePortal: 'https://contoh.my/portal',
    supportGroup: 'https://contoh.my/sokongan',
    learningGroup: 'https://contoh.my/belajar',
    registrationWelcome: 'https://contoh.my/selamat-datang',
    introVideoId: 'abc',
  },
};

let dist: string | undefined;
afterEach(async () => {
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

async function fakeDist(prerender: string | null) {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'hab-prerender-'));
  await fs.mkdir(path.join(dist, 'web'));
  await fs.writeFile(path.join(dist, 'web/index.html'), TEMPLATE);
  if (prerender !== null) {
    await fs.mkdir(path.join(dist, 'ssr'));
    await fs.writeFile(path.join(dist, 'ssr/prerender.js'), prerender);
  }
  return dist;
}

/** Collects the warnings a logger writes. */
function recordingLog() {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

describe('prerendered public pages', () => {
  it("put each page's HTML, title and the site settings in place of the shell", async () => {
    const root = await fakeDist(`
      export const PRERENDERED_PATHS = ['/landing'];
      export async function renderPage(pathname, site) {
        return { html: '<h1>' + pathname + ' ' + site.appName + '</h1>', title: 'Laman <Utama> · Hab AI', parts: ['ThemeToggle'] };
      }`);
    const { log } = recordingLog();
    const pages = await prerenderPages(root, site, log);
    const html = pages.get('/landing')!;
    expect(html).toContain('<div id="root" data-prerendered><h1>/landing Hab AI</h1></div>');
    expect(html).not.toContain('<!--shell-->');
    expect(html).toContain('<title>Laman &lt;Utama&gt; · Hab AI</title>');
    // The settings cannot end their script element early.
    const data = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(data![1]!)).toEqual(site);
    expect(data![1]).not.toContain('</script>');
    // The parts it shows whose code loads apart, for the browser to load before it hydrates.
    expect(html).toContain('<script type="application/json" id="render-parts">["ThemeToggle"]');
    expect(html).toContain('<script type="module" src="/assets/index.js">');
    expect([...pages.keys()]).toEqual(['/landing']);
  });

  it('are rendered once per language, each with its <html lang>', async () => {
    const root = await fakeDist(`
      export const PRERENDERED_PATHS = ['/landing'];
      export const PRERENDERED_LANGUAGES = ['campur', 'ms', 'en'];
      export async function renderPage(pathname, site, language) {
        return { html: '<h1>' + language + '</h1>', title: language, parts: [] };
      }`);
    const { log } = recordingLog();
    const pages = await prerenderPages(root, site, log);
    expect([...pages.keys()]).toEqual(['/landing', 'ms:/landing', 'en:/landing']);
    expect(prerenderedPage(pages, '/landing', 'campur')).toContain('<html lang="ms"><head>');
    expect(prerenderedPage(pages, '/landing', 'campur')).toContain('<h1>campur</h1>');
    expect(prerenderedPage(pages, '/landing', 'ms')).toContain('<h1>ms</h1>');
    expect(prerenderedPage(pages, '/landing', 'en')).toContain('<html lang="en"><head>');
    expect(prerenderedPage(pages, '/landing', 'en')).toContain('<h1>en</h1>');
    expect(prerenderedPage(pages, '/tools', 'en')).toBeUndefined();
  });

  it('are none, with a warning, when the prerender was not built, fails or writes a script', async () => {
    for (const prerender of [
      null,
      'export const PRERENDERED_PATHS = ["/x"]; export async function renderPage() { throw new Error("rosak"); }',
      // A script in the HTML would be blocked by the CSP.
      'export const PRERENDERED_PATHS = ["/x"]; export async function renderPage() { return { html: "<p>a</p><script>$RC()</script>", title: "x", parts: [] }; }',
    ]) {
      const { log, lines } = recordingLog();
      const pages = await prerenderPages(await fakeDist(prerender), site, log);
      expect(pages.size).toBe(0);
      expect(lines.join('')).toContain('public pages not prerendered');
      await fs.rm(dist!, { recursive: true, force: true });
    }
  });
});
