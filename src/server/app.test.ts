import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccess } from './auth/access.js';
import { openDatabase } from './db/connect.js';
import { INPUT_GUARD_MESSAGES } from './http/input-guard.js';
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

  it('publishes an OpenAPI document of the routes to admins only', async () => {
    // Issue 31: the document names every admin route; a visitor or a member learns none of it.
    const visitor = await t().as(null).get('/api/docs');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthenticated');
    const member = await t()
      .as(await t().member())
      .get('/api/docs');
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('forbidden');
    const res = await t()
      .as(await t().admin())
      .get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/tools', '/api/auth/login', '/api/admin/users']),
    );
  });

  it('sends security headers', async () => {
    const res = await t().as(null).get('/api/site');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets a form lead to our own pages and the order form's site, nowhere else (issue 34)", async () => {
    const res = await t().as(null).get('/api/site');
    const orderForm = new URL(res.json().links.orderForm as string).origin;
    const formAction = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('form-action'));
    expect(formAction).toBe(`form-action 'self' ${orderForm}`);
  });
});

describe('compression', () => {
  it('compresses larger answers for clients that accept it', async () => {
    const res = await t()
      .as(await t().admin())
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
      message: INPUT_GUARD_MESSAGES.invalidCharacter,
    });
  });

  // Issue 31: a lone UTF-16 surrogate (a JSON \ud800 escape) is no character: refused like NUL.
  it.each([
    ['in a JSON value', '/api/auth/find-email', '{"username":"ab\\ud800c"}'],
    ['at the end of a JSON value', '/api/auth/login', '{"identifier":"a\\udfff","password":"x"}'],
    ['in a JSON key', '/api/auth/login', '{"identifier":"ab","password":"x","k\\udc00":1}'],
    ['nested', '/api/auth/login', '{"identifier":"ab","password":"x","more":[{"a":"\\ud83d"}]}'],
  ])('a lone surrogate %s answers 400, never 500', async (_, url, body) => {
    expect(body).toMatch(/\\u[dD][89a-fA-F]/);
    const res = await t()
      .as(null)
      .post(url, body, { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: INPUT_GUARD_MESSAGES.invalidCharacter,
    });
  });

  it('an escape that would make a lone surrogate in the address never reaches a route as one', async () => {
    // %ED%A0%80 is U+D800 written as UTF-8 would write it: not UTF-8, so never decoded.
    const param = await t().as(null).get('/api/showcase/tools/%ED%A0%80');
    expect(param.statusCode).toBe(400);
    expect(param.json().error.code).toBe('bad_url');
    const query = await t().as(null).get('/api/showcase/tools?q=a%ED%A0%80b');
    expect(query.statusCode, query.body).toBe(200);
    const pair = await t()
      .as(null)
      .get(`/api/showcase/tools?q=${encodeURIComponent('a\u{1F600}b')}`);
    expect(pair.statusCode, pair.body).toBe(200);
  });
});
