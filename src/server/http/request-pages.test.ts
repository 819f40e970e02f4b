import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormAnswer } from '../../shared/form-answer.js';
import type { SiteResponse } from '../../shared/site.js';
import { MAX_WAITING, requestPageRenderer } from './request-pages.js';

// Issue 34, docs/architecture.md#first-paint. The real render runs in the browser tests
// (tests/e2e/server-render.spec.ts); here a stand-in build shows how the server drives it: the
// render's API calls go into the app as the page's request, and any failure sends the shell.

const TEMPLATE = `<!doctype html><html lang="ms"><head><title>Hab AI</title>
<link rel="preload" href="/api/auth/session" as="fetch" crossorigin />
</head><body>
<div id="root">
  <!--shell-->
  <p>shell</p>
  <!--/shell-->
</div>
<script type="module" src="/assets/index.js"></script></body></html>`;

const site = { appName: 'Hab AI' } as SiteResponse;

let dist: string | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

/** An app whose page route renders with a stand-in render entry `source`. */
async function appWith(source: string) {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'hab-member-pages-'));
  await fs.mkdir(path.join(dist, 'ssr'));
  await fs.writeFile(path.join(dist, 'ssr/prerender.js'), source);
  // The build's lists of chunks: a page's chunks come with its HTML (chunk-preloads.ts).
  await fs.mkdir(path.join(dist, 'web/.vite'), { recursive: true });
  const chunk = 'assets/tools-page-1.js';
  await fs.writeFile(
    path.join(dist, 'web/.vite/manifest.json'),
    JSON.stringify({ 'features/tools/pages/tools-page.tsx': { file: chunk } }),
  );
  await fs.writeFile(
    path.join(dist, 'web/.vite/chunk-modules.json'),
    JSON.stringify({ [chunk]: ['src/web/features/tools/pages/tools-page.tsx'] }),
  );
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  app = Fastify();
  const render = requestPageRenderer({ app, distRoot: dist, template: TEMPLATE, log });
  // The caller's cookie and address, as the render's API calls see them.
  app.get('/api/who', (request) => ({ cookie: request.headers.cookie, ip: request.ip }));
  app.get('/*', async (request, reply) => {
    const page = await render(request, site, 'ms');
    return reply.type('text/html').send(page ?? 'SHELL');
  });
  return { app, lines };
}

/**
 * The renderer alone with a stand-in render entry `source`, its first render done (its entry
 * loaded): `render(url)` renders `url` for a request from nowhere in particular.
 */
async function rendererWith(source: string) {
  const { app, lines } = await appWith(source);
  const renderer = requestPageRenderer({
    app,
    distRoot: dist!,
    template: TEMPLATE,
    log: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }),
  });
  const render = (url: string, answer?: FormAnswer) =>
    renderer({ url, headers: {}, ip: '127.0.0.1' } as FastifyRequest, site, 'ms', answer);
  await render('/warm');
  return { render, lines };
}

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="render-state">(.*?)<\/script>/.exec(html)![1]!);

describe("a member's page rendered on the server", () => {
  it("is rendered with the page request's own API answers, in place of the shell", async () => {
    const { app } = await appWith(`
      export async function renderRequestPage(url, { transport, language }) {
        const who = await (await transport('/api/who', { method: 'GET' })).json();
        return {
          html: '<h1>' + url + ' ' + who.cookie + '</h1>',
          title: 'Alat <AI>',
          parts: ['CardSave'],
          files: ['/features/tools/pages/tools-page.tsx'],
          state: { language, queries: [{ key: ['who'], data: who, updatedAt: 1 }], loaderData: {} },
        };
      }`);
    const answer = await app.inject({
      url: '/tools?q=ai',
      headers: { cookie: 'habai_session=abc' },
      remoteAddress: '10.1.2.3',
    });
    const html = answer.body;
    expect(html).toContain('<div id="root" data-rendered><h1>/tools?q=ai habai_session=abc</h1>');
    expect(html).toContain('<title>Alat &lt;AI&gt;</title>');
    expect(html).toContain('<script type="application/json" id="render-parts">["CardSave"]');
    // Its page's chunks are asked for with the HTML, not once the entry has found the page.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/tools-page-1.js"></head>',
    );
    expect(stateOf(html)).toEqual({
      language: 'ms',
      queries: [
        { key: ['who'], data: { cookie: 'habai_session=abc', ip: '10.1.2.3' }, updatedAt: 1 },
      ],
      loaderData: {},
    });
    // The page says who is signed in itself: the shell's own question is not sent.
    expect(html).not.toContain('href="/api/auth/session"');
    expect(html).not.toContain('<!--shell-->');
  });

  it('is the shell when there is no member page to render (a visitor, an admin page)', async () => {
    const { app, lines } = await appWith(
      'export async function renderRequestPage() { return null; }',
    );
    expect((await app.inject('/admin')).body).toBe('SHELL');
    expect(lines).toEqual([]);
  });

  it('is the shell, with a warning, when the render fails, writes a script or is not built', async () => {
    for (const source of [
      'export async function renderRequestPage() { throw new Error("rosak"); }',
      // A script in the HTML would be blocked by the CSP.
      `export async function renderRequestPage() {
        return { html: '<p>a</p><script>$RC()</script>', title: 'x', parts: [], files: [], state: {} };
      }`,
      'export const nothing = 1;',
    ]) {
      const { app, lines } = await appWith(source);
      expect((await app.inject('/tools')).body).toBe('SHELL');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        url: '/tools',
        msg: 'page not rendered per request; the shell renders it',
      });
      await app.close();
    }
  });

  it('is the shell when the render is stuck; the next page renders once it is given up', async () => {
    const { render, lines } = await rendererWith(`
      export async function renderRequestPage(url) {
        if (url === '/stuck') return new Promise(() => {});
        return { html: '<p>ok</p>', title: 'x', parts: [], files: [], state: {} };
      }`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stuck = render('/stuck');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await stuck).toBeNull();
    expect(lines.join('')).toContain('the render timed out');
    // Until the stuck one is given up (30 s), no render runs beside it: a page is the shell.
    const waiting = render('/waiting');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await waiting).toBeNull();
    await vi.advanceTimersByTimeAsync(24_000);
    const next = render('/next');
    await vi.advanceTimersByTimeAsync(0);
    expect(await next).toContain('<p>ok</p>');
  });

  it('is the shell at once, with a warning, when too many renders wait for their turn', async () => {
    const { render, lines } = await rendererWith(`
      export async function renderRequestPage() {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { html: '<p>ok</p>', title: 'x', parts: [], files: [], state: {} };
      }`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kept = Array.from({ length: MAX_WAITING }, (_, i) => render(`/page/${i}`));
    expect(await render('/reset-password?token=rahsia-pautan')).toBeNull();
    expect(lines.join('')).toContain('page not rendered per request (busy)');
    // A reset link's token never reaches the log.
    expect(lines.join('')).not.toContain('rahsia-pautan');
    // A form's answer is rendered all the same: its API call is done.
    const answered = render('/suggest', { form: 'suggest', values: {}, result: { sent: 'true' } });
    await vi.advanceTimersByTimeAsync(100 * (MAX_WAITING + 1));
    for (const page of await Promise.all([...kept, answered])) expect(page).toContain('<p>ok</p>');
  });

  it('is the shell when its turn comes too late (its wait counts), and nothing runs beside', async () => {
    const { render, lines } = await rendererWith(`
      const running = [];
      export async function renderRequestPage(url) {
        running.push(url);
        if (running.length > 1) throw new Error('two renders at once');
        if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 2_800));
        running.pop();
        return { html: '<p>ok</p>', title: 'x', parts: [], files: [], state: {} };
      }`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const slow = render('/slow');
    const behind = render('/behind');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await slow).toContain('<p>ok</p>');
    expect(await behind).toBeNull();
    expect(lines.join('')).toContain('its turn came after its time');
    // Once the slow one's time is a second old, renders have their share again.
    await vi.advanceTimersByTimeAsync(1_000);
    const next = render('/next');
    await vi.advanceTimersByTimeAsync(0);
    expect(await next).toContain('<p>ok</p>');
  });

  it('is the shell at once while renders have taken half of the last second', async () => {
    const { render, lines } = await rendererWith(`
      export async function renderRequestPage(url) {
        if (url === '/heavy') await new Promise((resolve) => setTimeout(resolve, 600));
        return { html: '<p>ok</p>', title: 'x', parts: [], files: [], state: {} };
      }`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const heavy = render('/heavy');
    await vi.advanceTimersByTimeAsync(600);
    expect(await heavy).toContain('<p>ok</p>');
    // 600 ms of the last second went to rendering: the API keeps the rest.
    expect(await render('/after')).toBeNull();
    expect(lines.join('')).toContain('page not rendered per request (busy)');
    await vi.advanceTimersByTimeAsync(1_000);
    const later = render('/later');
    await vi.advanceTimersByTimeAsync(0);
    expect(await later).toContain('<p>ok</p>');
  });

  it('renders one page at a time (each render sets its language and its calls)', async () => {
    const { app } = await appWith(`
      const log = [];
      export async function renderRequestPage(url) {
        log.push('start ' + url);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push('end ' + url);
        return { html: '<p>' + log.join(',') + '</p>', title: 'x', parts: [], files: [], state: {} };
      }`);
    const [, second] = await Promise.all([app.inject('/a'), app.inject('/b')]);
    expect(second.body).toContain('<p>start /a,end /a,start /b,end /b</p>');
  });
});
