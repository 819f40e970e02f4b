// The load cases (issue 7): autocannon, 50 connections, a fixed time per case, the member's
// session cookie on every request. Each case's throughput is later divided by the bare route's.
import autocannon, { type Request } from 'autocannon';
import { COMMON_WORD, RARE_WORD } from './content.js';
import type { BenchData } from './data.js';
import { log } from './processes.js';
import { HTML_CASES } from './report.js';

export const CONNECTIONS = 50;

export interface LoadResult {
  name: string;
  request: string;
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon reports p97.5, not p95: used as the (stricter) p95 bound. */
  p97_5Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors, timeouts and answers other than 2xx: each must be 0. */
  errors: number;
  non2xx: number;
  /** Requests/s of each run, when the figure is their mean (the bare route). */
  runs?: number[];
  /** Rows a search matched (the list's `total`), so its cost can be read against it. */
  matched?: number;
}

interface Case {
  name: string;
  /** What the table shows as the request. */
  request: string;
  /** A path, or a function giving the next path, so the load spreads over many rows. */
  path?: string | (() => string);
  /** A request for the answer's `total`, for searches. */
  probe?: string;
  /**
   * The session cookie of each request, for a case one member would soon be refused (the search
   * everywhere's limit per member): the load then comes from many members in turn.
   */
  cookie?: () => string;
  setupClient?: (client: autocannon.Client) => void;
  /** Headers besides the member's cookie. */
  headers?: Record<string, string>;
}

/** What Chromium sends for a page it opens: the HTML is then sent compressed, as to a browser. */
const BROWSER_PAGE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/** Takes the items in turn, shared by all connections. */
const rotate = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length] as T;
};

// The favourite toggle's members per connection; the warm-up and the timed run each take theirs.
const WRITERS_PER_CONNECTION = 20;

// What a member types first: one letter, then two (the trigram index needs three).
const SHORT_TERMS = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...['ai', 'an', 'ar', 'at', 'ba', 'ch', 'da', 'de', 'en', 'er', 'ge', 'in', 'is', 'ka'],
  ...['la', 'ma', 'ng', 'on', 'pe', 'ra', 're', 'se', 'ta', 'te', 'un', 'vi', 'zq', 'xj'],
];

const EVERYWHERE_TERMS = [
  COMMON_WORD,
  RARE_WORD,
  'c',
  'ch',
  'gambar',
  'buat slide',
  'midj',
  'chatgtp',
];

// Issue 32: the list box searches as the palette does — a synonym, filler around a synonym, a
// prefix, and a typo found nowhere (its nearest names; the miss counted, so never kept whole).
const LIST_WORD_TERMS = ['gambar', 'buat slide', 'midj', 'chatgtp'];

function appCases(data: BenchData, publicUrl: string): Case[] {
  const everywhereTerm = rotate(EVERYWHERE_TERMS);
  const listWordTerm = rotate(LIST_WORD_TERMS);
  const toolId = rotate(data.toolIds);
  const category = rotate(data.categories);
  const list = (q: string) => `/api/tools?limit=24&q=${q}`;
  const shortTerm = rotate(SHORT_TERMS);
  // Taken before the favourite toggle takes its writers: searching is limited apart from saving.
  const searcher = rotate(data.toggleWriters.map((w) => w.cookie));
  return [
    { name: 'tool detail', request: 'GET /api/tools/{id}', path: () => `/api/tools/${toolId()}` },
    {
      name: 'tool list, filtered',
      request: 'GET /api/tools?limit=24&category={c}',
      path: () => `/api/tools?limit=24&category=${encodeURIComponent(category())}`,
    },
    {
      name: 'search, common word',
      request: `GET /api/tools?limit=24&q=${COMMON_WORD}`,
      path: list(COMMON_WORD),
      probe: list(COMMON_WORD),
    },
    {
      name: 'search, rare word',
      request: `GET /api/tools?limit=24&q=${RARE_WORD}`,
      path: list(RARE_WORD),
      probe: list(RARE_WORD),
    },
    {
      name: 'search, one or two letters',
      request: 'GET /api/tools?limit=24&q={a…z, ai…xj}',
      path: () => list(shortTerm()),
    },
    {
      name: 'search, synonyms and typos',
      request: `GET /api/tools?limit=24&q={${LIST_WORD_TERMS.join(', ')}}`,
      path: () => list(encodeURIComponent(listWordTerm())),
      cookie: searcher,
    },
    {
      // Issue 22: the palette's one search over the four kinds, as members type it — a word in
      // many rows and in few, a letter or two, a synonym, filler around a synonym, a prefix, and
      // a typo that finds nothing (its nearest names, and the miss counted). Many members in
      // turn: one member's searches are limited (600 in 5 minutes).
      name: 'search everywhere',
      request: `GET /api/search?q={${EVERYWHERE_TERMS.join(', ')}}`,
      path: () => `/api/search?q=${encodeURIComponent(everywhereTerm())}`,
      cookie: searcher,
    },
    { name: 'dashboard (session)', request: 'GET /api/auth/session', path: '/api/auth/session' },
    {
      name: 'favourite toggle (write)',
      request: 'POST + DELETE /api/me/favorites',
      // Each connection writes as members of its own, each adding and removing its own tutorial,
      // so every request succeeds: real saves and unsaves, not a stream of 409s or 429s.
      setupClient: (client) => {
        const writers = data.toggleWriters.splice(0, WRITERS_PER_CONNECTION);
        if (!writers.length) throw new Error('bench: no members left for the favourite toggle');
        // Writes must come from our own origin (CSRF check); only the POST has a JSON body.
        client.setRequests(
          writers.flatMap(({ cookie, itemId }) => {
            const headers = { origin: publicUrl, cookie };
            return [
              {
                method: 'POST' as const,
                path: '/api/me/favorites',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ itemType: 'tutorial', itemId }),
              },
              { method: 'DELETE' as const, path: `/api/me/favorites/tutorial/${itemId}`, headers },
            ];
          }),
        );
      },
    },
    {
      name: 'tutorials list',
      request: 'GET /api/tutorials?limit=24',
      path: '/api/tutorials?limit=24',
    },
    {
      name: 'workflows list',
      request: 'GET /api/workflows?limit=24',
      path: '/api/workflows?limit=24',
    },
    { name: 'prompts list', request: 'GET /api/prompts?limit=24', path: '/api/prompts?limit=24' },
    {
      name: HTML_CASES.tools,
      request: 'GET /tools (the page, signed in, compressed)',
      path: '/tools',
      headers: BROWSER_PAGE,
    },
    {
      name: HTML_CASES.dashboard,
      request: 'GET /dashboard (the page, signed in, compressed)',
      path: '/dashboard',
      headers: BROWSER_PAGE,
    },
  ];
}

async function fire(url: string, c: Case, seconds: number, cookie?: string) {
  const { path, cookie: next } = c;
  const requests: Request[] | undefined =
    typeof path === 'function'
      ? [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: path(),
              ...(next ? { headers: { ...request.headers, cookie: next() } } : {}),
            }),
          },
        ]
      : undefined;
  return autocannon({
    url: typeof path === 'string' ? url + path : url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...(cookie ? { cookie } : {}), ...c.headers },
    ...(requests ? { requests } : {}),
    ...(c.setupClient ? { setupClient: c.setupClient } : {}),
  });
}

async function measure(url: string, c: Case, seconds: number, cookie?: string) {
  let matched: number | undefined;
  if (c.probe) {
    const response = await fetch(url + c.probe, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${c.probe}: HTTP ${response.status}`);
    matched = ((await response.json()) as { total: number }).total;
  }
  // A short untimed run first, so the figures are of a warm server (JIT, caches).
  await fire(url, c, 1, cookie);
  await drained(url);
  const r = await fire(url, c, seconds, cookie);
  await drained(url);
  const result: LoadResult = {
    name: c.name,
    request: c.request,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p97_5Ms: r.latency.p97_5,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    ...(matched === undefined ? {} : { matched }),
  };
  log(
    `  ${c.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.errors || result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ''),
  );
  return result;
}

/**
 * Waits until the server has worked through what a run left queued: autocannon stops sending
 * at the end of its time, but a slow server is still answering the last 50 requests, which
 * would otherwise count against the next run. One more answer means the queue before it is done.
 */
async function drained(url: string) {
  const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(120_000) });
  await response.arrayBuffer();
}

/** The bare route, then every app case, one after the other. */
export async function runLoad(options: {
  bareUrl: string;
  appUrl: string;
  data: BenchData;
  seconds: number;
}) {
  const bareCase = { name: 'bare Fastify', request: 'GET / (fixed JSON)', path: '/' };
  const before = await measure(options.bareUrl, bareCase, options.seconds);
  const cases: LoadResult[] = [];
  for (const c of appCases(options.data, options.appUrl)) {
    cases.push(await measure(options.appUrl, c, options.seconds, options.data.cookie));
  }
  // Measured before and after the cases, and averaged: on a shared machine the background
  // changes over a run, and every ratio rests on this one figure.
  const after = await measure(options.bareUrl, bareCase, options.seconds);
  const bare: LoadResult = {
    ...before,
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
    runs: [before.requestsPerSecond, after.requestsPerSecond],
    p50Ms: Math.max(before.p50Ms, after.p50Ms),
    p97_5Ms: Math.max(before.p97_5Ms, after.p97_5Ms),
    p99Ms: Math.max(before.p99Ms, after.p99Ms),
    requests: before.requests + after.requests,
    errors: before.errors + after.errors,
    non2xx: before.non2xx + after.non2xx,
  };
  return { bare, cases };
}
