import { describe, expect, it } from 'vitest';
import { shellWithFirstData } from './page-shell.js';

// docs/architecture.md#first-paint; the browser's side is tests/e2e/first-paint.spec.ts.
const SHELL =
  '<html><head><link rel="preload" href="/api/auth/session" as="fetch" crossorigin /></head><body></body></html>';

describe('shellWithFirstData', () => {
  it("preloads a signed-in member page's first answer in the head", () => {
    const html = shellWithFirstData(SHELL, '/tools', true)!;
    expect(html).toContain(
      '<link rel="preload" href="/api/tools" as="fetch" crossorigin />\n</head>',
    );
    expect(html).toContain('href="/api/auth/session"');
  });

  it('adds nothing without a session cookie, for a query, or for a page without a first answer', () => {
    expect(shellWithFirstData(SHELL, '/tools', false)).toBeNull();
    expect(shellWithFirstData(SHELL, '/tools?q=video', true)).toBeNull();
    expect(shellWithFirstData(SHELL, '/categories', true)).toBeNull();
  });
});
