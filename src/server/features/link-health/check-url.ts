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
class TooLarge extends Error {}
/** A body read for its content (a site's icon) that is larger than allowed. */
const TOO_LARGE = 'too large';

const dead = (reason: string, httpStatus: number | null = null): LinkResult => ({
  ok: false,
  reason,
  httpStatus,
});

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** Where a chain of redirects ended: the last answer and its address, or why it broke off. */
type Followed =
  { status: number; url: URL; body: Buffer | null } | { reason: string; status: number | null };

/**
 * How much of a body is read: at most `max` bytes; past that the answer is `too large`, or with
 * `partial` the bytes read so far (enough of a page to find its icons).
 */
export interface BodyLimit {
  max: number;
  partial?: boolean;
}

/**
 * Asks for `address`, following at most 5 redirects, each to an http(s) address. With
 * `bodyLimit`, a GET whose final answer is a success reads its body (above); otherwise no body
 * is ever read. Throws only when `signal` aborts.
 */
async function follow(
  address: string,
  options: RequestOptions,
  method: 'HEAD' | 'GET',
  bodyLimit?: BodyLimit,
): Promise<Followed> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { reason: 'connection', status: null };
  }
  if (!isHttp(url)) return { reason: 'connection', status: null };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let answer = await ask(url, method, options, bodyLimit);
    if (typeof answer !== 'string' && answer.status >= 400 && method === 'HEAD') {
      answer = await ask(url, 'GET', options);
    }
    if (typeof answer === 'string') return { reason: answer, status: null };
    const { status, location } = answer;
    if (REDIRECTS.has(status) && location) {
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { reason: 'redirects', status };
      }
      if (!isHttp(next)) return { reason: 'redirects', status };
      url = next;
      continue;
    }
    return { status, url, body: answer.body };
  }
  return { reason: 'redirects', status: null };
}

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
  const end = await follow(address, options, method);
  if ('reason' in end) return dead(end.reason, end.status);
  return end.status >= 400
    ? dead(`http ${end.status}`, end.status)
    : { ok: true, reason: null, httpStatus: end.status };
}

/**
 * The body of an http(s) address (a site's page, its icon) under the same rules as a check, at
 * most `limit` (above): what it was, and where it was found after redirects; or null (a failure,
 * an error status, or a body over the limit).
 */
export async function fetchBody(
  address: string,
  options: RequestOptions,
  limit: BodyLimit,
): Promise<{ url: URL; body: Buffer } | null> {
  const end = await follow(address, options, 'GET', limit);
  if ('reason' in end || end.status >= 300 || !end.body) return null;
  return { url: end.url, body: end.body };
}

/** One request: its status, Location and (read when asked) body, or why it got none. */
function ask(
  url: URL,
  method: 'HEAD' | 'GET',
  { userAgent, timeoutMs, network, lookup, signal }: RequestOptions,
  bodyLimit?: BodyLimit,
): Promise<{ status: number; location: string | null; body: Buffer | null } | string> {
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
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        if (bodyLimit === undefined || method !== 'GET' || status < 200 || status >= 300) {
          clearTimeout(timer);
          // The status is all we need: the body is never read.
          response.destroy();
          return resolve({ status, location, body: null });
        }
        // The timeout still runs: a body that trickles in ends as a timeout too.
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(timer);
          resolve({ status, location, body: Buffer.concat(chunks) });
        };
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size <= bodyLimit.max) return void chunks.push(chunk);
          if (!bodyLimit.partial) return void request.destroy(new TooLarge());
          chunks.push(chunk.subarray(0, chunk.byteLength - (size - bodyLimit.max)));
          done();
          response.destroy();
        });
        response.on('end', done);
        // A connection cut in the middle of the body.
        response.on('error', () => {
          clearTimeout(timer);
          resolve('connection');
        });
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
      else if (error instanceof TooLarge) resolve(TOO_LARGE);
      else if (error.code === BLOCKED || (error.code && DNS_ERRORS.has(error.code)))
        resolve(UNREACHABLE);
      else resolve('connection');
    });
    request.on('close', () => signal?.removeEventListener('abort', abort));
    request.end();
  });
}
