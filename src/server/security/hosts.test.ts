import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { hostRule } from '../allowed-hosts.js';
import { registerOriginCheck } from '../auth/origin.js';
import { registerErrorHandler } from '../http/errors.js';
import { HOST_MESSAGES } from '../http/host-check.js';
import { TEST_HOST, useTestApp } from '../test/app.js';
import { listeningPort, rawRequest } from '../test/raw-http.js';

// Issue 31, the Host rule (docs/decisions/039-the-hosts-the-app-answers-for.md): the app answers
// only for its own hosts, and a write's Origin is compared with them, never with the Host the
// request itself names.

const t = useTestApp();
// The same app behind a proxy at two public names (one on a port of its own), on the same database.
const proxied = useTestApp(
  {
    PUBLIC_URL: 'https://hab.example.my',
    ALLOWED_HOSTS: 'www.hab.example.my:8443, Hab-Lama.example.my',
    TRUST_PROXY: 'loopback',
  },
  { databaseOf: t },
);

const UNKNOWN = { code: 'unknown_host', message: HOST_MESSAGES.unknownHost };
const BAD = { code: 'bad_host', message: HOST_MESSAGES.badHost };

let port: number;
beforeAll(async () => {
  port = await listeningPort(t().app);
});

/** A GET over a new connection, with the head lines given (each without its CRLF). */
const rawGet = (path: string, ...lines: string[]) =>
  rawRequest(port, [`GET ${path} HTTP/1.1`, ...lines, 'Connection: close', '', ''].join('\r\n'));

describe('the Host a request names', () => {
  it("refuses another site's host with 421, on every kind of path, before reading a session", async () => {
    const member = await t().member();
    for (const host of [
      'evil.example',
      'localhost',
      'localhost:80',
      'localhost:3001',
      '10.0.0.5',
    ]) {
      for (const [method, url] of [
        ['GET', '/api/site'],
        ['GET', '/api/me/dashboard'],
        ['POST', '/api/auth/login'],
        ['GET', '/tools'],
        ['GET', '/api/tiada'],
      ] as const) {
        const res = await t()
          .as(member)
          .send(method, url, method === 'POST' ? {} : undefined, { headers: { host } });
        expect(res.statusCode, `${host} ${method} ${url}`).toBe(421);
        expect(res.json().error).toEqual(UNKNOWN);
        // Refused like any other answer: the security headers, nothing kept.
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('refuses with 400 what is not a host at all', async () => {
    for (const host of [
      'evil.example/x',
      'user@localhost:3000',
      'local host',
      '*.example',
      '[::1',
    ]) {
      const res = await t().as(null).get('/api/site', { headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toEqual(BAD);
    }
  });

  it('answers at its own host, however it is spelt', async () => {
    for (const host of [TEST_HOST, 'LOCALHOST:3000', 'localhost:03000']) {
      expect((await t().as(null).get('/api/site', { headers: { host } })).statusCode, host).toBe(
        200,
      );
    }
  });

  it('refuses a request with two Host lines, even naming itself twice', async () => {
    for (const second of [TEST_HOST, 'evil.example']) {
      const answer = await rawGet('/api/site', `Host: ${TEST_HOST}`, `Host: ${second}`);
      expect(answer.status, second).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: BAD });
    }
    // One line: answered.
    expect((await rawGet('/api/site', `Host: ${TEST_HOST}`)).status).toBe(200);
  });

  it('checks the site an absolute-form target names, as HTTP says it counts over Host', async () => {
    const foreign = await rawGet('http://evil.example/api/site', `Host: ${TEST_HOST}`);
    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.body)).toEqual({ error: UNKNOWN });
    const ours = await rawGet(`http://${TEST_HOST}/api/site`, `Host: ${TEST_HOST}`);
    expect(ours.status).toBe(200);
    expect(ours.headers['cache-control']).toBe('no-store');
  });

  it('refuses a request that names no host (HTTP/1.0)', async () => {
    const answer = await rawRequest(port, 'GET /api/site HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: BAD });
  });

  it("answers this machine's names on the port it listens on, when PUBLIC_URL is one of them", async () => {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
      expect((await rawGet('/api/site', `Host: ${name}:${port}`)).status, name).toBe(200);
    }
    // Another port is another site (another app on this machine).
    const other = await rawGet('/api/site', `Host: 127.0.0.1:${port + 1}`);
    expect(other.status).toBe(421);
    expect((await rawGet('/api/site', 'Host: evil.example')).status).toBe(421);
  });

  it('answers the health check at any host: a load balancer asks at an internal address', async () => {
    const answer = await rawGet('/readyz', 'Host: 10.0.0.5:3000');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });
});

describe('ALLOWED_HOSTS, and behind a proxy', () => {
  it('answers at PUBLIC_URL and at each listed host, and nowhere else', async () => {
    for (const host of [
      'hab.example.my',
      'hab.example.my:443',
      'www.hab.example.my:8443',
      'hab-lama.example.my',
    ]) {
      const res = await proxied().as(null).get('/api/site', { headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    for (const host of ['www.hab.example.my', 'hab.example.my:80', 'localhost:3000', TEST_HOST]) {
      const res = await proxied().as(null).get('/api/site', { headers: { host } });
      expect(res.statusCode, host).toBe(421);
    }
  });

  it("takes a write from any of its hosts' origins", async () => {
    const send = (origin: string) =>
      proxied()
        .as(null)
        .post('/api/auth/login', { identifier: 'tiada', password: 'salah-salah' }, { origin });
    for (const origin of ['https://hab.example.my', 'https://www.hab.example.my:8443']) {
      expect((await send(origin)).json().error.code, origin).toBe('invalid_credentials');
    }
    for (const origin of ['https://evil.example', 'https://hab.example.my:8443', 'null']) {
      const res = await send(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.code).toBe('foreign_origin');
    }
  });

  it("checks a trusted proxy's X-Forwarded-Host too, and only a trusted proxy's", async () => {
    const get = (forwarded: string, remoteAddress: string) =>
      proxied()
        .as(null)
        .get('/api/site', { headers: { 'x-forwarded-host': forwarded }, remoteAddress });
    expect((await get('www.hab.example.my:8443', '127.0.0.1')).statusCode).toBe(200);
    const foreign = await get('evil.example', '127.0.0.1');
    expect(foreign.statusCode).toBe(421);
    expect(foreign.json().error).toEqual(UNKNOWN);
    // Fastify reads the last value, as a proxy appending to it writes it.
    expect((await get('evil.example, hab.example.my', '127.0.0.1')).statusCode).toBe(200);
    // From an address not trusted the header means nothing: never read.
    expect((await get('evil.example', '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('the origin check', () => {
  it("compares a write's Origin with the app's hosts, never with the request's own Host", async () => {
    // The origin check alone (no Host rule in front): a request naming its own Host and an
    // Origin to match, as a script on a rebound name would send, is still foreign.
    const app = Fastify();
    registerErrorHandler(app);
    registerOriginCheck(app, hostRule({ publicUrl: 'https://hab.example.my', allowedHosts: [] }));
    app.post('/write', async () => ({ ok: true }));
    const post = (host: string, origin: string) =>
      app.inject({ method: 'POST', url: '/write', headers: { host, origin } });
    const rebound = await post('evil.example', 'http://evil.example');
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json().error).toEqual({
      code: 'foreign_origin',
      message: AUTH_MESSAGES.foreignOrigin,
    });
    expect((await post('evil.example', 'https://hab.example.my')).statusCode).toBe(200);
    await app.close();
  });
});
