import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { allowedAddress, BLOCKED, guardedLookup, type LinkNetwork } from './network.js';

/** How one link is asked for (config LINK_CHECK_*; tests shorten the timeout and inject DNS). */
export interface RequestOptions {
  userAgent: string;
  /** Per request (each redirect hop, each HEAD or GET). */
  timeoutMs: number;
  /** Which addresses may be reached (network.ts). */
  network: LinkNetwork;
  /** Name resolution: dns.lookup unless a test gives its own. */
  lookup?: LookupFunction;
  /** Ends the request at once when the whole run stops (the server closing). */
  signal?: AbortSignal;
}

/**
 * What a check found: working, or dead and why: 'unreachable', 'timeout', 'connection',
 * 'redirects', 'http 404' and the like.
 */
export interface LinkResult {
  ok: boolean;
  reason: string | null;
  httpStatus: number | null;
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DNS_ERRORS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);

/**
 * A name that does not resolve, and an address (written, or resolved) inside the server's own
 * networks that is never asked, are one reason (issue 31): were they two, an admin could learn
 * which internal names resolve by saving links to them.
 */
export const UNREACHABLE = 'unreachable';

class Timeout extends Error {}

const dead = (reason: string, httpStatus: number | null = null): LinkResult => ({
  ok: false,
  reason,
  httpStatus,
});

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * Checks one http(s) link: HEAD, then GET when HEAD is answered with an error (many servers refuse
 * or mishandle HEAD: 405, 501, or a 404 that GET does not give), following at most 5 redirects,
 * each to an http(s) address. No body is ever read, no cookie or credential is sent (a user name
 * and password written in the address are dropped). Throws only when `signal` aborts.
 */
export async function checkUrl(
  address: string,
  options: RequestOptions,
  method: 'HEAD' | 'GET' = 'HEAD',
): Promise<LinkResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return dead('connection');
  }
  if (!isHttp(url)) return dead('connection');
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let answer = await ask(url, method, options);
    if (typeof answer !== 'string' && answer.status >= 400 && method === 'HEAD') {
      answer = await ask(url, 'GET', options);
    }
    if (typeof answer === 'string') return dead(answer);
    const { status, location } = answer;
    if (REDIRECTS.has(status) && location) {
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return dead('redirects', status);
      }
      if (!isHttp(next)) return dead('redirects', status);
      url = next;
      continue;
    }
    return status >= 400
      ? dead(`http ${status}`, status)
      : { ok: true, reason: null, httpStatus: status };
  }
  return dead('redirects');
}

/** One request: its status and Location, or why it got none. */
function ask(
  url: URL,
  method: 'HEAD' | 'GET',
  { userAgent, timeoutMs, network, lookup, signal }: RequestOptions,
): Promise<{ status: number; location: string | null } | string> {
  signal?.throwIfAborted();
  const target = new URL(url);
  // An address written as an IP is never looked up: it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowedAddress(literal, network)) return Promise.resolve(UNREACHABLE);
  target.username = '';
  target.password = '';
  target.hash = '';
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        // A fresh connection each time, closed after: nothing pooled across sites.
        agent: false,
        headers: { 'user-agent': userAgent, accept: '*/*', connection: 'close' },
        lookup: guardedLookup(network, lookup),
      },
      (response) => {
        clearTimeout(timer);
        const location = response.headers.location ?? null;
        // The status is all we need: the body is never read.
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location });
      },
    );
    const timer = setTimeout(() => request.destroy(new Timeout()), timeoutMs);
    const abort = () => request.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', abort, { once: true });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason as Error);
      else if (error instanceof Timeout) resolve('timeout');
      else if (error.code === BLOCKED || (error.code && DNS_ERRORS.has(error.code)))
        resolve(UNREACHABLE);
      else resolve('connection');
    });
    request.on('close', () => signal?.removeEventListener('abort', abort));
    request.end();
  });
}
