import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { keptCompressedPages } from './kept-compressed.js';

const HTML = `<!doctype html><html><body>${'<p>Hab AI</p>'.repeat(500)}</body></html>`;

const app = Fastify();
const sendKept = keptCompressedPages();
app.get('/page', (request, reply) => sendKept(request, reply.type('text/html'), HTML));
afterAll(() => app.close());

const get = (acceptEncoding?: string) =>
  app.inject({
    url: '/page',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('a page the same for many requests', () => {
  it('comes as brotli, else gzip, as the request accepts', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(HTML);
    // Caches keep one copy per encoding and per session cookie.
    expect(br.headers.vary).toBe('cookie, accept-encoding');
  });

  it('comes as it is to a request that accepts neither', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(accepted);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(HTML);
    }
  });

  it('is compressed once per encoding, not for every request', async () => {
    const fresh = keptCompressedPages();
    const one = Fastify();
    one.get('/other', (request, reply) => fresh(request, reply.type('text/html'), HTML + 'x'));
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await one.inject({ url: '/other', headers: { 'accept-encoding': 'br' } });
      const again = await one.inject({ url: '/other', headers: { 'accept-encoding': 'br' } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      await one.close();
    }
  });
});
