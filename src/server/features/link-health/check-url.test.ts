import dns from 'node:dns';
import { once } from 'node:events';
import net, { type LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkUrl, type RequestOptions } from './check-url.js';
import { reply, startSite, type LocalSite } from './local-site.js';

// Issue 23, link health: how one link is judged, against a local web site (never the internet).

const ROUTES: Record<string, (method: string) => [number, string?]> = {
  '/ok': () => [200],
  '/head-refused': (method) => (method === 'HEAD' ? [405] : [200]),
  '/not-found': () => [404],
  '/broken': () => [500],
  '/moved': () => [301, '/ok'],
  '/moved-away': () => [302, '/not-found'],
  '/loop': () => [302, '/loop'],
  '/to-ftp': () => [302, 'ftp://example.test/file'],
};

let site: LocalSite;
beforeAll(async () => {
  site = await startSite((request, response) => {
    if (request.url === '/silent') return; // never answers
    const route = ROUTES[request.url ?? ''] ?? (() => [404]);
    reply(...route(request.method ?? 'GET'))(request, response);
  });
});
afterAll(() => site.close());

const options: RequestOptions = {
  userAgent: 'HabAI-LinkChecker/1.0 (+http://test)',
  timeoutMs: 5000,
  network: 'local',
};

describe('checkUrl', () => {
  it.each([
    ['/ok', { ok: true, reason: null, httpStatus: 200 }],
    ['/head-refused', { ok: true, reason: null, httpStatus: 200 }],
    ['/not-found', { ok: false, reason: 'http 404', httpStatus: 404 }],
    ['/broken', { ok: false, reason: 'http 500', httpStatus: 500 }],
    ['/moved', { ok: true, reason: null, httpStatus: 200 }],
    ['/moved-away', { ok: false, reason: 'http 404', httpStatus: 404 }],
    ['/loop', { ok: false, reason: 'redirects', httpStatus: null }],
    ['/to-ftp', { ok: false, reason: 'redirects', httpStatus: 302 }],
  ])('%s', async (path, expected) => {
    expect(await checkUrl(site.url(path), options)).toEqual(expected);
  });

  it('asks with HEAD, and with GET when HEAD is refused', async () => {
    const before = site.hits.length;
    await checkUrl(site.url('/head-refused'), options);
    expect(site.hits.slice(before).map((h) => h.method)).toEqual(['HEAD', 'GET']);
  });

  it('follows at most 5 redirects', async () => {
    const before = site.hits.length;
    await checkUrl(site.url('/loop'), options);
    // The first request and 5 redirects; the 6th redirect is not followed.
    expect(site.hits.slice(before).filter((h) => h.path === '/loop')).toHaveLength(6);
  });

  it('calls a site that never answers a timeout', async () => {
    expect(await checkUrl(site.url('/silent'), { ...options, timeoutMs: 100 })).toEqual({
      ok: false,
      reason: 'timeout',
      httpStatus: null,
    });
  });

  it('calls a name that does not resolve unreachable, without touching the network', async () => {
    const asked: string[] = [];
    const lookup: LookupFunction = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        '',
        4,
      );
    };
    expect(await checkUrl('http://no-such-name.test/page', { ...options, lookup })).toEqual({
      ok: false,
      reason: 'unreachable',
      httpStatus: null,
    });
    expect(asked).toEqual(['no-such-name.test']);
  });

  it('calls a refused connection connection', async () => {
    // A port held by a connected socket (its own end of a connection to the site) is bound but
    // not listening: nothing else can listen on it while the socket lives, so it surely refuses.
    const held = net.connect(site.port, '127.0.0.1');
    await once(held, 'connect');
    try {
      const url = `http://127.0.0.1:${held.localPort}/`;
      expect(await checkUrl(url, options)).toEqual({
        ok: false,
        reason: 'connection',
        httpStatus: null,
      });
    } finally {
      held.destroy();
    }
  });

  it("asks no name server under 'local': localhost is loopback, any other name is unreachable", async () => {
    const lookup = vi
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        hostname: string,
        _options: unknown,
        callback: (error: Error) => void,
      ) => callback(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }))) as never);
    try {
      expect(await checkUrl('https://example.com/page', options)).toEqual({
        ok: false,
        reason: 'unreachable',
        httpStatus: null,
      });
      expect(await checkUrl(site.url('/ok', 'localhost'), options)).toEqual({
        ok: true,
        reason: null,
        httpStatus: 200,
      });
      expect(lookup).not.toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
    }
  });

  it('says who it is and sends no credentials written in the address', async () => {
    const before = site.hits.length;
    const url = site.url('/ok').replace('http://', 'http://someone:secret@');
    expect((await checkUrl(url, options)).ok).toBe(true);
    const [hit] = site.hits.slice(before);
    expect(hit!.userAgent).toBe('HabAI-LinkChecker/1.0 (+http://test)');
    expect(hit!.authorization).toBeUndefined();
  });

  it('never asks for an address that is not http(s)', async () => {
    const before = site.hits.length;
    for (const url of ['ftp://127.0.0.1/x', 'javascript:alert(1)', 'not a url']) {
      expect((await checkUrl(url, options)).ok).toBe(false);
    }
    expect(site.hits.length).toBe(before);
  });

  it("never connects to the server's own networks, nor (in tests) beyond loopback", async () => {
    const before = site.hits.length;
    const publicOnly = { ...options, network: 'public' as const };
    for (const url of [site.url('/ok'), 'http://[::1]:9/', 'http://169.254.169.254/latest']) {
      expect((await checkUrl(url, publicOnly)).reason).toBe('unreachable');
    }
    const resolvesInside: LookupFunction = (_host, _options, callback) =>
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    const named = site.url('/ok', 'inside.test');
    expect((await checkUrl(named, { ...publicOnly, lookup: resolvesInside })).reason).toBe(
      'unreachable',
    );
    const resolvesOutside: LookupFunction = (_host, _options, callback) =>
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: '93.184.216.34', family: 4 },
      ]);
    expect(
      (await checkUrl('http://example.test/', { ...options, lookup: resolvesOutside })).reason,
    ).toBe('unreachable');
    // Addresses that reach inside through another form: NAT64, 6to4, IPv4-compatible.
    for (const url of [
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
    ]) {
      expect((await checkUrl(url, publicOnly)).reason).toBe('unreachable');
    }
    expect(site.hits.length).toBe(before);
  });

  it('tells an admin nothing about internal names: not resolving and resolving inside read alike', async () => {
    // Issue 31: were these two reasons, a saved link would tell whether an internal name exists.
    const publicOnly = { ...options, network: 'public' as const };
    const resolvesTo =
      (address: string | null): LookupFunction =>
      (hostname, _options, callback) => {
        if (address === null) {
          return callback(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }), '', 4);
        }
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address, family: 4 },
        ]);
      };
    const missing = await checkUrl('http://tiada.internal/', {
      ...publicOnly,
      lookup: resolvesTo(null),
    });
    const inside = await checkUrl('http://db.internal/', {
      ...publicOnly,
      lookup: resolvesTo('10.0.0.5'),
    });
    const written = await checkUrl('http://10.0.0.5/', publicOnly);
    expect(missing).toEqual({ ok: false, reason: 'unreachable', httpStatus: null });
    expect(inside).toEqual(missing);
    expect(written).toEqual(missing);
  });
});
