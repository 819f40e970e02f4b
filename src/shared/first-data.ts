/**
 * The API answer a member page asks for first, by the page's address without a query
 * (docs/architecture.md#first-paint). The server preloads it in the page's HTML when the request
 * carries a session cookie, so the data is on its way before any script has loaded; the page's
 * own first request (its route loader, web/lib/first-request.ts) then takes that answer.
 * Each path here must be exactly what the page asks for: tests/e2e/first-paint.spec.ts sees
 * one request per page.
 */
const FIRST_DATA: readonly (readonly [RegExp, (id: string) => string])[] = [
  [/^\/dashboard$/, () => '/api/me/dashboard'],
  [/^\/tools$/, () => '/api/tools'],
  [/^\/learning$/, () => '/api/tutorials'],
  [/^\/workflows$/, () => '/api/workflows'],
  [/^\/prompt$/, () => '/api/prompts'],
  // A tool's page (ids are UUIDs: nothing else in the address reaches the HTML).
  [
    /^\/tools\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    (id) => `/api/tools/${id}`,
  ],
];

/** The API path to preload for `url` (a page's address as requested), or null. */
export function firstDataPath(url: string): string | null {
  for (const [pattern, path] of FIRST_DATA) {
    const match = pattern.exec(url);
    if (match) return path(match[1] ?? '');
  }
  return null;
}
