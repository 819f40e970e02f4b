// Issue 11: an oversized body gets 413 in the app's error shape, with every security header of
// an ordinary answer, on the routes people write to (members, admins, visitors alike), and
// nothing is stored. http/framework-errors.test.ts checks one sign-in body over the limit; this
// file adds the write routes, the exact limit in bytes (not characters), a body sent in chunks
// without a length, and a length announced but never sent.
import type { OutgoingHttpHeaders } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSecurityHeaders } from '../http/security-headers.js';
import { TEST_HOST, TEST_ORIGIN, useTestApp } from '../test/app.js';
import { REFUSAL_MAY_WRITE, snapshotChanges, snapshotDb } from '../test/db-snapshot.js';
import { listeningPort, rawRequest } from '../test/raw-http.js';
import { ROUTE_CASES, caseHelpers, type Caller } from '../test/hostile-routes.js';

const t = useTestApp();
const { callerFor, context } = caseHelpers(t);

/** Fastify's bodyLimit in app.ts: 256 KiB. */
const BODY_LIMIT = 256 * 1024;
const TOO_LARGE = { error: { code: 'body_too_large', message: 'The request body is too large.' } };

let security: OutgoingHttpHeaders;
let port: number;
beforeAll(async () => {
  // Helmet's headers, with the values this app sends on an ordinary answer (its CSP names the
  // order form's site among a form's targets).
  const ordinary = await t().as(null).get('/api/site');
  security = Object.fromEntries(
    Object.keys(await readSecurityHeaders()).map((name) => [
      name,
      ordinary.headers[name.toLowerCase()],
    ]),
  );
  port = await listeningPort(t().app);
});

/** Every header helmet sets on an ordinary answer, with the same value, and never cached. */
function expectAppHeaders(headers: Record<string, unknown>) {
  expect(Object.keys(security).length).toBeGreaterThan(5);
  for (const [name, value] of Object.entries(security)) {
    expect(headers[name.toLowerCase()], name).toBe(String(value));
  }
  expect(headers['content-type']).toContain('application/json');
  expect(headers['cache-control']).toBe('no-store');
}

const accessOf = (route: string) =>
  t().app.apiRoutes.find((r) => `${r.method} ${r.url}` === route)!.access;

/** The route's valid body (hostile-routes.ts), its address, and a caller it lets in. */
async function prepare(route: string) {
  const [method, url] = route.split(' ') as [string, string];
  const caller = await callerFor(accessOf(route));
  const c = context(caller);
  const routeCase = ROUTE_CASES[route]!;
  const body = (await routeCase.body(c)) as Record<string, unknown>;
  const params = routeCase.params ? await routeCase.params(c) : {};
  const address = url.replace(/:(\w+)/g, (_, name: string) => params[name]!);
  return { method, address, caller, body };
}

const JSON_BODY = { 'content-type': 'application/json' };

/** The headers of a raw request (over a socket of its own) as the browser sends them. */
const headersOf = (caller: Caller | null, extra: Record<string, string> = {}) => ({
  origin: TEST_ORIGIN,
  ...JSON_BODY,
  ...(caller ? { cookie: caller.cookie } : {}),
  ...extra,
});

/** The body as JSON of exactly `bytes` bytes, its first text field padded with `pad`. */
function padded(body: Record<string, unknown>, bytes: number, pad = 'a') {
  // A body with no text field (the learning path's list of ids) gets one more key.
  const field = Object.keys(body).find((k) => typeof body[k] === 'string') ?? 'padding';
  const base = Buffer.byteLength(JSON.stringify({ ...body, [field]: '' }));
  const unit = Buffer.byteLength(pad);
  const text = pad.repeat(Math.floor((bytes - base) / unit));
  const payload = JSON.stringify({
    ...body,
    [field]: text + 'a'.repeat(bytes - base - text.length * unit),
  });
  expect(Buffer.byteLength(payload)).toBe(bytes);
  return payload;
}

describe('a body over the limit', () => {
  it.each([
    'POST /api/auth/register',
    'POST /api/feedback',
    'PATCH /api/profile',
    'POST /api/suggestions',
    'POST /api/admin/tools',
    'PUT /api/admin/tutorials/:id',
    'PUT /api/admin/learning-path',
  ])('%s: 413 in the app shape, with the security headers, nothing stored', async (route) => {
    const { method, address, caller, body } = await prepare(route);
    const before = await snapshotDb(t().db, t().dialect, REFUSAL_MAY_WRITE);
    const res = await t()
      .as(caller)
      .send(method, address, padded(body, BODY_LIMIT + 1), { headers: JSON_BODY });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expectAppHeaders(res.headers);
    const after = await snapshotDb(t().db, t().dialect, REFUSAL_MAY_WRITE);
    expect(snapshotChanges(before, after)).toEqual([]);
  });

  it('is counted in bytes: exactly the limit is read, one byte more is refused', async () => {
    const { method, address, caller, body } = await prepare('POST /api/feedback');
    const send = (payload: string) =>
      t().as(caller).send(method, address, payload, { headers: JSON_BODY });
    // Read and validated (a 500-character message at most), not refused for its size.
    const atLimit = await send(padded(body, BODY_LIMIT));
    expect(atLimit.statusCode, atLimit.body).toBe(400);
    expect(atLimit.json().error.code).toBe('validation_failed');
    expect((await send(padded(body, BODY_LIMIT + 1))).statusCode).toBe(413);
    // Arabic letters are two bytes each: this body is under the limit in characters only.
    const wide = await send(padded(body, BODY_LIMIT + 2, 'م'));
    expect(wide.statusCode).toBe(413);
    expect(wide.json()).toEqual(TOO_LARGE);
  });

  it('sent in chunks without a length: 413 in the app shape, with the security headers', async () => {
    const { address, caller, body } = await prepare('POST /api/feedback');
    const payload = padded(body, BODY_LIMIT + 64 * 1024);
    const chunks = payload.match(/[\s\S]{1,16384}/g)!;
    const encoded = chunks.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`).join('');
    const head = Object.entries(headersOf(caller, { 'transfer-encoding': 'chunked' }))
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const answer = await rawRequest(
      port,
      `POST ${address} HTTP/1.1\r\nHost: ${TEST_HOST}\r\nConnection: close\r\n${head}\r\n${encoded}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expectAppHeaders(answer.headers);
  });

  it('announced by Content-Length and never sent: 413 at once, not a wait for the body', async () => {
    const { address, caller } = await prepare('POST /api/admin/tools');
    const head = Object.entries(headersOf(caller, { 'content-length': String(BODY_LIMIT * 4) }))
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const answer = await rawRequest(
      port,
      `POST ${address} HTTP/1.1\r\nHost: ${TEST_HOST}\r\nConnection: close\r\n${head}\r\n{"name":`,
    );
    // No clock needed: the rest of the body is never sent, so an answer at all is one given
    // without waiting for it; a server that waited would answer 408 at REQUEST_TIMEOUT_SECONDS.
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expectAppHeaders(answer.headers);
  });
});
