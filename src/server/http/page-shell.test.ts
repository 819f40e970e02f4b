import { describe, expect, it } from 'vitest';
import { LIST_HEADINGS } from '../../shared/page-headings.js';
import { shellWithFirstData, withLanguageDefault } from './page-shell.js';

// docs/architecture.md#first-paint; the browser's side is tests/e2e/first-paint.spec.ts.
const SHELL =
  '<html><head><link rel="preload" href="/api/auth/session" as="fetch" crossorigin /></head>' +
  '<body><main><!--heading: placeholder--><div class="h-8"></div><!--/heading--></main></body></html>';

describe('shellWithFirstData', () => {
  it("preloads a signed-in member page's first answer in the head", () => {
    const html = shellWithFirstData(SHELL, '/tools', true)!;
    expect(html).toContain(
      '<link rel="preload" href="/api/tools" as="fetch" crossorigin />\n</head>',
    );
    expect(html).toContain('href="/api/auth/session"');
  });

  it("puts a list page's heading in place of its placeholder, and leaves other pages' be", () => {
    const tools = shellWithFirstData(SHELL, '/tools', true)!;
    expect(tools).toContain(
      '<main><div class="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">' +
        '<div><h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">AI Tools</h1>' +
        `<p class="mt-1 text-slate-600">${LIST_HEADINGS['/tools'].subtitle}</p></div></div></main>`,
    );
    for (const path of ['/learning', '/workflows', '/prompt'] as const) {
      expect(shellWithFirstData(SHELL, path, true)).toContain(`>${LIST_HEADINGS[path].title}</h1>`);
    }
    expect(shellWithFirstData(SHELL, '/dashboard', true)).toContain(
      '<!--heading: placeholder--><div class="h-8"></div><!--/heading-->',
    );
  });

  it('adds nothing without a session cookie, for a query, or for a page without a first answer', () => {
    expect(shellWithFirstData(SHELL, '/tools', false)).toBeNull();
    expect(shellWithFirstData(SHELL, '/tools?q=video', true)).toBeNull();
    expect(shellWithFirstData(SHELL, '/categories', true)).toBeNull();
  });
});

describe('withLanguageDefault (issue 33)', () => {
  it("names the operator's language on the page's <html>, its own attributes kept", () => {
    expect(withLanguageDefault('<!doctype html>\n<html lang="ms"><head></head></html>', 'en')).toBe(
      '<!doctype html>\n<html data-lang-default="en" lang="ms"><head></head></html>',
    );
    expect(withLanguageDefault(SHELL, 'campur')).toMatch(/^<html data-lang-default="campur">/);
  });
});
