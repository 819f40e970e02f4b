import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a free local port (once), for tests that need real sockets. */
export async function listeningPort(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How long the server kept the connection before closing it. */
  ms: number;
}

/**
 * Sends `request` as is over a new connection, then `drip` every 100 ms (a slow client) until
 * the server closes the connection; resolves with what the server sent.
 */
export function rawRequest(port: number, request: string, drip?: string) {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  // The server may reset the connection right after its answer; what arrived is what counts.
  socket.on('error', () => {});
  socket.write(request);
  const dripping = drip ? setInterval(() => socket.writable && socket.write(drip), 100) : undefined;
  return new Promise<RawAnswer>((resolve) => {
    socket.on('close', () => {
      clearInterval(dripping);
      resolve({ ...parseAnswer(received), ms: Date.now() - started });
    });
  });
}

function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}
