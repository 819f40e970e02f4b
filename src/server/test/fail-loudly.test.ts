import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTestProblems } from './setup.js';

// setup.ts makes a test fail on what it must not do; these tests do it on purpose, then take
// the problem back so that it fails them only through their own assertions.

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('A test fails loudly', () => {
  it('on console.error and console.warn', () => {
    console.error('broken');
    console.warn('careful');
    expect(takeTestProblems()).toEqual([
      'console.error called: broken',
      'console.warn called: careful',
    ]);
  });

  it('on a call to an address outside this machine, which never leaves it', async () => {
    // 203.0.113.0/24 is for documentation (RFC 5737): nothing answers there.
    await expect(fetch('http://203.0.113.7/')).rejects.toThrow();
    expect(takeTestProblems()).toEqual([expect.stringContaining('203.0.113.7:80')]);
    await expect(
      new Promise((resolve, reject) =>
        http.get('http://203.0.113.8:8080/', resolve).on('error', reject),
      ),
    ).rejects.toThrow(/this machine only/);
    expect(takeTestProblems()).toEqual([expect.stringContaining('203.0.113.8:8080')]);
  });

  it('on a name a name server would be asked for', async () => {
    await expect(fetch('https://example.com/')).rejects.toThrow();
    expect(takeTestProblems()).toEqual([expect.stringContaining('the name lookup of example.com')]);
    await expect(dns.promises.lookup('example.org')).rejects.toThrow(/this machine only/);
    expect(takeTestProblems()).toEqual([expect.stringContaining('the name lookup of example.org')]);
  });

  it("on a test's own lookup that gives an outside address", async () => {
    const to = (address: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        http
          .get(
            {
              host: 'site.example',
              port,
              lookup: (_name, _options, callback) =>
                (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
                  { address, family: 4 },
                ]),
            },
            (response) => resolve(response.statusCode),
          )
          .on('error', reject),
      );
    await expect(to('198.51.100.2')).rejects.toThrow(/this machine only/);
    expect(takeTestProblems()).toEqual([expect.stringContaining('site.example (198.51.100.2)')]);
    // The same name kept on this machine reaches the server the test started.
    expect(await to('127.0.0.1')).toBe(200);
  });

  it('not on loopback services the test started', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('ok');
    expect(takeTestProblems()).toEqual([]);
  });
});
