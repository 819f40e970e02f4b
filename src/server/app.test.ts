import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccess } from './auth/access.js';
import { openDatabase } from './db/connect.js';
import { INVALID_CHARACTER } from './http/input-guard.js';
import { useTestApp } from './test/app.js';

const t = useTestApp({ ORDER_FORM_URL: 'https://bayar.example/borang' });

describe('the API shell', () => {
  it('refuses to start with an /api route that declares no access (default deny)', async () => {
    const app = Fastify();
    const { db, close } = openDatabase({ sqliteFile: ':memory:' });
    registerAccess(app, { db, now: () => new Date(), secureCookies: false });
    expect(() => app.get('/api/oops', async () => 'open')).toThrow(
      'GET /api/oops declares no access',
    );
    await close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t().as(null).get('/api/tiada-di-sini');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('lets no cache keep an API answer, signed in or not, found or not', async () => {
    const cookie = await t().member();
    for (const [url, as] of [
      ['/api/site', null],
      ['/api/tools', cookie],
      ['/api/me/dashboard', cookie],
      ['/api/tiada-di-sini', cookie],
      ['/api/me/dashboard', null],
    ] as const) {
      const res = await t().as(as).get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('serves the public site settings from configuration', async () => {
    const res = await t().as(null).get('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'Hab AI',
      links: { orderForm: 'https://bayar.example/borang' },
    });
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await t().as(null).get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/tools', '/api/auth/login']),
    );
  });

  it('sends security headers', async () => {
    const res = await t().as(null).get('/api/site');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('compresses larger answers for clients that accept it', async () => {
    const res = await t()
      .as(null)
      .get('/api/docs', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('bad characters', () => {
  it.each([
    ['GET', '/api/showcase/tools?category=%00'],
    ['GET', '/api/showcase/tools?q=a%00b'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/find-email'],
  ])('%s %s with a NUL byte answers 400, never 500', async (method, url) => {
    const res = await t()
      .as(null)
      .send(
        method,
        url,
        method === 'POST'
          ? { identifier: 'a\u0000b', password: 'x', username: 'ab\u0000c' }
          : undefined,
      );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: INVALID_CHARACTER,
    });
  });
});
