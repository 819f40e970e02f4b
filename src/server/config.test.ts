import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

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
      TRUST_PROXY: 'true',
    });
    expect(config.trustProxy).toBe(true);
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/habai',
      seedDemo: false,
    });
    expect(config.publicUrl).toBe('https://habai.my');
  });

  it('explains what is wrong', () => {
    expect(() => parseConfig({ PORT: 'abc', ADMIN_PASSWORD: '123' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD/,
    );
  });
});
