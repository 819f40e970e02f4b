import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../shared/logos.js';
import type { RequestOptions } from './check-url.js';
import { startSite, type LocalSite } from './local-site.js';
import { findSiteIcon, iconLinks } from './site-icon.js';

// Issue 32: a tool's site is asked for its icon under the link check's rules, against a local
// web site (never the internet).

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('png body')]);
const ICO = Buffer.concat([Buffer.from('00000100010010', 'hex'), Buffer.from('ico body')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');

/** What the site serves: path → [status, body, extra headers]. */
let pages: Record<string, [number, Buffer | string, Record<string, string>?]> = {};
let site: LocalSite;
beforeAll(async () => {
  site = await startSite((request, response) => {
    const [status, body, headers] = pages[request.url ?? ''] ?? [404, 'not here'];
    response.writeHead(status, headers ?? {});
    response.end(body);
  });
});
afterAll(() => site.close());
beforeEach(() => {
  pages = {};
  site.hits.length = 0;
});

const options: RequestOptions = {
  userAgent: 'HabAI-LinkChecker/1.0 (+http://test)',
  timeoutMs: 5000,
  network: 'local',
};
const page = (head: string) => `<!doctype html><html><head>${head}</head><body>Hai</body></html>`;
const asked = () => site.hits.map((h) => `${h.method} ${h.path}`);

describe('findSiteIcon', () => {
  it('takes the icon the page names with rel=icon', async () => {
    pages = {
      '/': [
        200,
        page(
          '<link rel="apple-touch-icon" href="/touch.png"><link rel="icon" type="image/svg+xml" href="/brand.svg?v=2&amp;x=1">',
        ),
      ],
      '/brand.svg?v=2&x=1': [200, SVG],
      '/touch.png': [200, PNG],
    };
    const icon = await findSiteIcon(site.url('/'), options);
    expect(icon).toEqual({
      bytes: SVG,
      contentType: 'image/svg+xml',
      url: site.url('/brand.svg?v=2&x=1'),
    });
    expect(asked()).toEqual(['GET /', 'GET /brand.svg?v=2&x=1']);
  });

  it('takes the apple-touch-icon when the page names no other', async () => {
    pages = {
      '/': [302, '', { location: '/home' }],
      '/home': [200, page("<LINK REL='apple-touch-icon' HREF='touch.png'>")],
      '/touch.png': [200, PNG],
    };
    const icon = await findSiteIcon(site.url('/'), options);
    expect(icon?.contentType).toBe('image/png');
    // Named relative to the page it was found on, after the redirect.
    expect(icon?.url).toBe(site.url('/touch.png'));
  });

  it('falls back to /favicon.ico, known by its bytes whatever the server calls it', async () => {
    pages = {
      '/': [200, page('<title>Tiada ikon</title>')],
      '/favicon.ico': [200, ICO, { 'content-type': 'text/html' }],
    };
    const icon = await findSiteIcon(site.url('/'), options);
    expect(icon).toMatchObject({ contentType: 'image/x-icon', url: site.url('/favicon.ico') });
  });

  it('refuses an icon over 256 KB, and what is no picture, then tries the next', async () => {
    pages = {
      '/': [200, page('<link rel="icon" href="/huge.png"><link rel="icon" href="/page.html">')],
      '/huge.png': [200, Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)])],
      '/page.html': [200, '<html>not a picture</html>'],
      '/favicon.ico': [200, ICO],
    };
    const icon = await findSiteIcon(site.url('/'), options);
    expect(icon?.url).toBe(site.url('/favicon.ico'));
    pages['/favicon.ico'] = [200, Buffer.concat([ICO, Buffer.alloc(LOGO_MAX_BYTES)])];
    expect(await findSiteIcon(site.url('/'), options)).toBeNull();
  });

  it('never asks an address inside our networks, named by the page or reached by a redirect', async () => {
    pages = {
      '/': [
        200,
        page(
          '<link rel="icon" href="http://10.0.0.7/icon.png"><link rel="icon" href="/moved.png">',
        ),
      ],
      '/moved.png': [302, '', { location: 'http://192.168.1.1/icon.png' }],
    };
    // Only 10.0.0.7 and 192.168.1.1 would have it: neither is asked (the check's rule, network.ts).
    expect(await findSiteIcon(site.url('/'), options)).toBeNull();
    expect(asked()).toEqual(['GET /', 'GET /moved.png', 'GET /favicon.ico']);
  });

  it('asks nothing of a site on a loopback address when only public addresses are allowed', async () => {
    pages = { '/': [200, page('')], '/favicon.ico': [200, ICO] };
    expect(await findSiteIcon(site.url('/'), { ...options, network: 'public' })).toBeNull();
    expect(site.hits).toEqual([]);
  });
});

describe('iconLinks', () => {
  it('lists rel=icon (shortcut icon too) before apple-touch-icon, absolute, skipping the rest', () => {
    const html = page(
      '<link rel="stylesheet" href="/s.css"><link rel="apple-touch-icon-precomposed" href="/a.png">' +
        '<link href="/f.ico" rel="shortcut icon"><link rel=icon href=//cdn.example/i.svg><link rel="icon">',
    );
    expect(iconLinks(html, new URL('https://alat.example/x/'))).toEqual([
      'https://alat.example/f.ico',
      'https://cdn.example/i.svg',
      'https://alat.example/a.png',
    ]);
  });
});
