import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_HOST, TEST_ORIGIN, useTestApp } from '../test/app.js';
import { listeningPort, rawRequest, type RawAnswer } from '../test/raw-http.js';

const t = useTestApp();
let port: number;
beforeAll(async () => {
  port = await listeningPort(t().app);
});

const login = (contentType: string, payload: string): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host: TEST_HOST, origin: TEST_ORIGIN, 'content-type': contentType },
  payload,
});

/** Every answer, refusals included: the app's error body, security headers, never cached. */
function expectAppRefusal(
  answer: Pick<RawAnswer, 'status' | 'headers'> & { body: string },
  status: number,
  error: { code: string; message: string },
) {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ error });
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe("requests Fastify refuses before the app's own code", () => {
  it.each<[string, InjectOptions, number, { code: string; message: string }]>([
    [
      'an id longer than the router takes',
      // Not a GET: the pages' route answers any GET the API has no route for (app.ts).
      { method: 'DELETE', url: `/api/admin/tools/${'a'.repeat(1001)}` },
      414,
      { code: 'uri_too_long', message: 'The address is too long.' },
    ],
    [
      'a bad % escape in an API path',
      { url: '/api/tools/%E0%A4%A' },
      400,
      { code: 'bad_url', message: 'The address contains an invalid % escape.' },
    ],
    [
      'a bad % escape in a page path',
      { url: '/tools/%zz' },
      400,
      { code: 'bad_url', message: 'The address contains an invalid % escape.' },
    ],
    [
      'a body that is not valid JSON',
      login('application/json', '{"identifier":'),
      400,
      { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    ],
    [
      'an empty JSON body',
      login('application/json', ''),
      400,
      { code: 'invalid_json', message: 'The JSON request body is empty.' },
    ],
    [
      'a body of another type',
      login('application/xml', '<login/>'),
      415,
      {
        code: 'unsupported_media_type',
        message: 'Send the request body as JSON (application/json).',
      },
    ],
    [
      'a body over the size limit',
      login('application/json', JSON.stringify({ identifier: 'a'.repeat(300 * 1024) })),
      413,
      { code: 'body_too_large', message: 'The request body is too large.' },
    ],
  ])('answer %s in the app error shape, with its headers', async (_, request, status, error) => {
    const res = await t().app.inject(request);
    expectAppRefusal(
      { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body },
      status,
      error,
    );
  });
});

describe('requests Node refuses before Fastify', () => {
  it('answer one it cannot parse in the app error shape, with its headers', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectAppRefusal(answer, 400, {
      code: 'bad_request',
      message: 'The request could not be read.',
    });
  });

  it('answer headers over the size limit in the app error shape, with its headers', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/site HTTP/1.1\r\nHost: ${TEST_HOST}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectAppRefusal(answer, 431, {
      code: 'headers_too_large',
      message: 'The request headers are too large.',
    });
  });
});
