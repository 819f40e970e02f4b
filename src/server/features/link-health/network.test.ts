import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { allowedAddress, pinnedLookup, resolveHost } from './network.js';

// Issue 23, link health: which addresses a check may connect to (no network: addresses only).

describe('allowedAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('lets a public address through under public: %s', (address) => {
    expect(allowedAddress(address, 'public')).toBe(true);
    expect(allowedAddress(address, 'local')).toBe(false);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback', '::1'],
    ['loopback, mapped', '::ffff:127.0.0.1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified', '::'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '192.168.1.1'],
    ['private, mapped', '::ffff:192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['link-local', 'fe80::1'],
    ['unique local', 'fd00::1'],
    ['site-local (deprecated)', 'fec0::1'],
    ['multicast', '224.0.0.1'],
    ['multicast', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['benchmarking', '198.18.0.1'],
    ['benchmarking', '198.19.255.255'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['documentation', '192.0.2.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['not an address', 'example.com'],
  ])('never lets through under public: %s %s', (_range, address) => {
    expect(allowedAddress(address, 'public')).toBe(false);
  });

  it('lets only loopback through under local', () => {
    expect(allowedAddress('127.0.0.1', 'local')).toBe(true);
    expect(allowedAddress('127.8.9.10', 'local')).toBe(true);
    expect(allowedAddress('::1', 'local')).toBe(true);
    expect(allowedAddress('::ffff:127.0.0.1', 'local')).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '::', '0.0.0.0', 'fe80::1']) {
      expect(allowedAddress(address, 'local')).toBe(false);
    }
  });
});

describe('resolveHost', () => {
  const local = { network: 'local' as const, timeoutMs: 1000 };
  /** A name server that knows `names`, answering every address it has for one. */
  const knows =
    (names: Record<string, string[]>): LookupFunction =>
    (hostname, _options, callback) => {
      const found = names[hostname];
      if (!found) return callback(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }), '', 4);
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(
        null,
        found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };

  it('gives every spelling of one address the same address (issue 31)', async () => {
    // The hosts as a URL gives them: WHATWG URL writes 2130706433 and 0x7f000001 as 127.0.0.1.
    const spellings = ['http://127.0.0.1/', 'http://2130706433/', 'http://0x7f000001/'];
    for (const url of spellings) expect(new URL(url).hostname).toBe('127.0.0.1');
    for (const hostname of ['127.0.0.1', '[::ffff:7f00:1]', '[::ffff:127.0.0.1]', 'localhost']) {
      expect(await resolveHost(new URL(`http://${hostname}/`).hostname, local), hostname).toBe(
        '127.0.0.1',
      );
    }
    expect(await resolveHost('[0:0:0:0:0:0:0:1]', local)).toBe('::1');
    expect(await resolveHost('127.0.0.2', local)).toBe('127.0.0.2');
  });

  it('takes an allowed IPv4 address of a name first, and none that is not allowed', async () => {
    const lookup = knows({
      'dua.test': ['::1', '127.0.0.9'],
      'enam.test': ['::1'],
      'dalam.test': ['10.0.0.1', '127.0.0.3'],
      'luar.test': ['10.0.0.1'],
    });
    expect(await resolveHost('dua.test', { ...local, lookup })).toBe('127.0.0.9');
    expect(await resolveHost('enam.test', { ...local, lookup })).toBe('::1');
    expect(await resolveHost('dalam.test', { ...local, lookup })).toBe('127.0.0.3');
    expect(await resolveHost('luar.test', { ...local, lookup })).toBeNull();
    expect(await resolveHost('tiada.test', { ...local, lookup })).toBeNull();
    // Under 'local' without a lookup of its own no name server is asked: only localhost resolves.
    expect(await resolveHost('example.com', local)).toBeNull();
  });

  it('gives up on a name server that does not answer', async () => {
    const silent: LookupFunction = () => {};
    expect(
      await resolveHost('lambat.test', { ...local, lookup: silent, timeoutMs: 20 }),
    ).toBeNull();
  });
});

describe('pinnedLookup', () => {
  it('answers its own name with its address, and asks the usual lookup for any other', async () => {
    const asked: string[] = [];
    const base: LookupFunction = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, '127.0.0.7', 4);
    };
    const lookup = pinnedLookup('satu.test', '127.0.0.5', 'local', base);
    const one = (hostname: string, all: boolean) =>
      new Promise<unknown>((resolve) =>
        lookup(hostname, { all }, ((_error: unknown, address: unknown, family: unknown) =>
          resolve(all ? address : [address, family])) as never),
      );
    expect(await one('satu.test', true)).toEqual([{ address: '127.0.0.5', family: 4 }]);
    expect(await one('satu.test', false)).toEqual(['127.0.0.5', 4]);
    expect(asked).toEqual([]);
    expect(await one('lain.test', false)).toEqual(['127.0.0.7', 4]);
    expect(asked).toEqual(['lain.test']);
  });
});
