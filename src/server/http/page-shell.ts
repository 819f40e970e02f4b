import { firstDataPath } from '../../shared/first-data.js';

/**
 * The SPA's page (index.html's shell) for a signed-in request to a member page: the same HTML
 * with the page's first API answer preloaded beside the session's (shared/first-data.ts,
 * docs/architecture.md#first-paint). Null when there is nothing to add: the file is sent as is.
 * A stale cookie costs one refused preload; the guard then sends the visitor to /landing.
 */
export function shellWithFirstData(shell: string, url: string, hasSessionCookie: boolean) {
  const data = hasSessionCookie ? firstDataPath(url) : null;
  if (!data) return null;
  // `crossorigin`: the app's fetch is same-origin with credentials, which this matches.
  return shell.replace(
    '</head>',
    `<link rel="preload" href="${data}" as="fetch" crossorigin />\n</head>`,
  );
}
