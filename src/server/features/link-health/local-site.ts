import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

// Tests only: a web site on 127.0.0.1 that records every request it gets (the link checks'
// tests never reach the internet).

export interface Hit {
  method: string;
  path: string;
  host: string;
  userAgent: string;
  authorization: string | undefined;
  /** performance.now() at arrival. */
  at: number;
}

export type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A site answering with `answer`, on `address` (a loopback address: 127.0.0.1 unless given). */
export async function startSite(answer: Answer, address = '127.0.0.1') {
  const hits: Hit[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    hits.push({
      method: request.method ?? '',
      path: request.url ?? '',
      host: request.headers.host ?? '',
      userAgent: request.headers['user-agent'] ?? '',
      authorization: request.headers.authorization,
      at: performance.now(),
    });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on('close', () => (inFlight -= 1));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/', host = address) => `http://${host}:${port}${path}`,
    hits,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type LocalSite = Awaited<ReturnType<typeof startSite>>;

/** Answers `status`, with a Location when given. */
export const reply =
  (status: number, location?: string): Answer =>
  (_request, response) => {
    response.writeHead(status, location ? { location } : {});
    response.end(status < 300 ? 'hello' : '');
  };
