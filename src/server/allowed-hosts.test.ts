import { describe, expect, it } from 'vitest';
import { hostKey, hostRule, isOurHost } from './allowed-hosts.js';

// Issue 31, the Host rule: which hosts the app answers for (no network: names only).

describe('hostKey', () => {
  it.each([
    ['habai.example.my', 443, 'habai.example.my:443'],
    ['HabAI.Example.MY:8443', 443, 'habai.example.my:8443'],
    ['habai.example.my:80', 443, 'habai.example.my:80'],
    ['habai.example.my:080', 443, 'habai.example.my:80'],
    ['localhost:3000', 80, 'localhost:3000'],
    ['127.1:3000', 80, '127.0.0.1:3000'],
    ['2130706433', 80, '127.0.0.1:80'],
    ['[0:0::1]:3000', 80, '[::1]:3000'],
    ['bücher.example', 443, 'xn--bcher-kva.example:443'],
  ])('reads %s (default port %i) as %s', (value, port, key) => {
    expect(hostKey(value, port)).toBe(key);
  });

  it.each([
    '',
    'a b',
    'habai.example.my/x',
    'habai.example.my\\x',
    'user@habai.example.my',
    'habai.example.my?x',
    '*.example.my',
    'habai_example.my',
    'habai..example.my',
    'habai.example.my.',
    '[::1',
    'habai.example.my:99999',
    'habai.example.my:x',
    'habai.example.my\t',
  ])('refuses %j', (value) => {
    expect(hostKey(value, 443)).toBeNull();
  });
});

describe('isOurHost', () => {
  it("answers for PUBLIC_URL's host and the listed ones, in any spelling, on their ports", () => {
    const rule = hostRule({
      publicUrl: 'https://habai.example.my/',
      allowedHosts: ['www.habai.example.my', 'habai.example.my:8443'],
    });
    for (const host of [
      'habai.example.my',
      'HABAI.example.my:443',
      'www.habai.example.my',
      'habai.example.my:8443',
    ]) {
      expect(isOurHost(rule, host, 3000), host).toBe(true);
    }
    for (const host of ['habai.example.my:80', 'evil.example', 'localhost:3000', undefined]) {
      expect(isOurHost(rule, host, 3000), host).toBe(false);
    }
  });

  it("answers for this machine's names on the port asked only when PUBLIC_URL is one", () => {
    const local = hostRule({ publicUrl: 'http://localhost:3000', allowedHosts: [] });
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'localhost:3000']) {
      expect(isOurHost(local, host, 4000), host).toBe(true);
    }
    expect(isOurHost(local, '127.0.0.1:4001', 4000)).toBe(false);
    expect(isOurHost(local, '127.0.0.1:4000', undefined)).toBe(false);
    expect(isOurHost(local, 'evil.example:4000', 4000)).toBe(false);
    const remote = hostRule({ publicUrl: 'https://habai.example.my', allowedHosts: [] });
    expect(isOurHost(remote, '127.0.0.1:4000', 4000)).toBe(false);
  });
});
