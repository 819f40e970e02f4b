import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 34: the pages that are the same for many requests (a prerendered public page, the app's
// shell) are compressed once per encoding and kept, instead of again for every request:
// compressing /landing's 23 KB took the server from some 4,600 answers a second to 1,100.
// A member's rendered page is compressed as it goes, by @fastify/compress (app.ts).

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Pages kept at most (the prerendered ones in each language, the shells of recent addresses). */
const MAX_KEPT = 64;

const compress: Record<Encoding, (html: Buffer) => Buffer> = {
  // @fastify/compress's own quality for brotli: 11 is far slower for little gain.
  br: (html) =>
    zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => zlib.gzipSync(html),
};

/** Sends HTML the same for many requests, compressed as the request accepts, kept compressed. */
export function keptCompressedPages() {
  const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();
  return (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? (negotiate(accepted, ENCODINGS) as Encoding | null) : null;
    reply.header('vary', 'cookie, accept-encoding');
    if (!encoding) return reply.send(html);
    let page = kept.get(html);
    if (page) {
      // Kept as the most recent: the least recently sent goes first.
      kept.delete(html);
    } else {
      page = {};
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    }
    kept.set(html, page);
    const body = (page[encoding] ??= compress[encoding](Buffer.from(html)));
    return reply.header('content-encoding', encoding).send(body);
  };
}
