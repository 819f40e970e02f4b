import { describe, expect, it } from 'vitest';
import { allowedAddress } from './network.js';

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
