import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { MAX_PUBLIC_PROXIES } from './trusted-proxies.js';

describe('parseConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      admin: { username: 'admin' },
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every setting', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/habai',
      PUBLIC_URL: 'https://habai.my',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'rahsia123',
      TRUST_PROXY: '10.0.0.2',
    });
    expect(config.trustProxy).toEqual(['10.0.0.2']);
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/habai',
      seedDemo: false,
    });
    expect(config.publicUrl).toBe('https://habai.my');
  });

  it('opens the learning group at registration unless a welcome page is set, never the order form (issue 33)', () => {
    const plain = parseConfig({}).links;
    expect(plain.registrationWelcome).toBe(plain.learningGroup);
    expect(plain.registrationWelcome).not.toBe(plain.orderForm);
    const set = parseConfig({
      REGISTRATION_WELCOME_URL: 'https://habai.my/selamat-datang',
      LEARNING_GROUP_URL: 'https://chat.whatsapp.com/kumpulan',
    }).links;
    expect(set).toMatchObject({
      registrationWelcome: 'https://habai.my/selamat-datang',
      learningGroup: 'https://chat.whatsapp.com/kumpulan',
    });
    expect(
      parseConfig({ LEARNING_GROUP_URL: 'https://chat.whatsapp.com/kumpulan' }).links,
    ).toMatchObject({ registrationWelcome: 'https://chat.whatsapp.com/kumpulan' });
    expect(() => parseConfig({ REGISTRATION_WELCOME_URL: 'bukan alamat' })).toThrow(
      /REGISTRATION_WELCOME_URL/,
    );
  });

  it('explains what is wrong', () => {
    expect(() => parseConfig({ PORT: 'abc', ADMIN_PASSWORD: '123' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => parseConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy unless told', () => {
    for (const off of [undefined, '', 'false', '0']) expect(trustProxy(off)).toBe(false);
  });

  it("takes the proxies' addresses: IPs, CIDR ranges and named ranges", () => {
    expect(trustProxy(' 10.0.0.2, 172.16.0.0/12 ,fd00::/8,::1,loopback ')).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(trustProxy('uniquelocal')).toEqual(['uniquelocal']);
  });

  it('refuses ranges that together reach beyond private networks, and more than a few public addresses (issue 15)', () => {
    const tooWide = [
      '0.0.0.0/1,128.0.0.0/1',
      '8.0.0.0/8',
      '203.0.113.0/24',
      '10.0.0.0/7',
      '::/1,8000::/1',
      '2001:db8::/32',
      '::ffff:0.0.0.0/96',
      Array.from({ length: MAX_PUBLIC_PROXIES + 1 }, (_, i) => `203.0.113.${i + 1}`).join(','),
    ];
    for (const value of tooWide) {
      expect(() => trustProxy(value), value).toThrow(
        /TRUST_PROXY: a range that reaches beyond private networks .* at most 16/,
      );
    }
    // Private networks of any size, and public proxies named one by one.
    const fine = [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7,fe80::/10',
      '::ffff:10.0.0.0/104',
      '203.0.113.7,198.51.100.9/32,2001:db8::1',
      Array.from({ length: MAX_PUBLIC_PROXIES }, (_, i) => `203.0.113.${i + 1}`).join(','),
    ];
    for (const value of fine) expect(trustProxy(value), value).toEqual(value.split(','));
  });

  it('refuses every hop, hop counts and what is not an address, saying what to set', () => {
    const everyHop = ['true', '1', '2', '0.0.0.0/0', '::/0', '10.0.0.2,true'];
    const notAddresses = ['yes', '10.0.0', '10.0.0.2/33', '10.0.0.2,', 'localhost'];
    for (const value of [...everyHop, ...notAddresses]) {
      expect(() => trustProxy(value), value).toThrow(
        /TRUST_PROXY: expected the proxies' addresses, comma-separated: [\s\S]*true and hop counts are refused/,
      );
    }
  });
});

describe('ALLOWED_HOSTS (issue 31)', () => {
  const allowed = (value?: string) => parseConfig({ ALLOWED_HOSTS: value }).allowedHosts;

  it('lists no other host unless told', () => {
    for (const none of [undefined, '', ' , ']) expect(allowed(none)).toEqual([]);
  });

  it('takes host names and addresses, each with an optional port', () => {
    expect(
      allowed(' habai.example.my, www.habai.example.my:8443,10.0.0.5:3000,[::1]:3000 '),
    ).toEqual(['habai.example.my', 'www.habai.example.my:8443', '10.0.0.5:3000', '[::1]:3000']);
  });

  it('refuses what is not a plain host, saying what to set', () => {
    for (const value of [
      'https://habai.example.my',
      'habai.example.my/path',
      '*.habai.example.my',
      'habai.example.my:99999',
      'admin@habai.example.my',
      'habai example.my',
    ]) {
      expect(() => allowed(value), value).toThrow(
        /ALLOWED_HOSTS: expected the host names the app is reached at/,
      );
    }
  });
});

describe('INTERFACE_LANGUAGE (issue 33)', () => {
  it('is campur unless the operator says otherwise', () => {
    expect(parseConfig({}).interfaceLanguage).toBe('campur');
    expect(parseConfig({ INTERFACE_LANGUAGE: 'ms' }).interfaceLanguage).toBe('ms');
    expect(parseConfig({ INTERFACE_LANGUAGE: 'en' }).interfaceLanguage).toBe('en');
  });

  it('refuses to start with a language outside the three, naming them', () => {
    for (const value of ['fr', 'EN', 'melayu', '']) {
      expect(() => parseConfig({ INTERFACE_LANGUAGE: value })).toThrow(
        /INTERFACE_LANGUAGE[\s\S]*"campur"[\s\S]*"ms"[\s\S]*"en"/,
      );
    }
  });
});
