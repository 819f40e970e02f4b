import http from 'node:http';
import type { Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { TEST_HOST, TEST_ORIGIN, useTestApp } from '../test/app.js';
import { listeningPort, rawRequest } from '../test/raw-http.js';
import { SERVER_MESSAGES } from './errors.js';

// Limits shortened so a test sees them act: a request must arrive within 0.3 s, and a
// connection silent for 1 s is closed.
const t = useTestApp({
  REQUEST_TIMEOUT_SECONDS: '0.3',
  IDLE_TIMEOUT_SECONDS: '1',
  EVENTS_HEARTBEAT_SECONDS: '0.1',
});
let port: number;
/** The server's side of every connection, as the server accepted them. */
const accepted: Socket[] = [];
beforeAll(async () => {
  port = await listeningPort(t().app);
  t().app.server.on('connection', (socket: Socket) => accepted.push(socket));
});

/**
 * Node's own timers, not Vitest's, end these connections, so real time runs. The shortened
 * limits act within 0.3–1.3 s (the request limit is checked every 0.3 s); had they not been
 * applied, Node's defaults would act after 30 s (its check interval) or 60 s (headers, silence)
 * or never. 10 s is 8 times the slowest expected answer, room for a busy 2-core machine that
 * runs other test files alongside, and still well short of the nearest wrong one.
 */
const WELL_WITHIN_MS = 10_000;

describe('connection time limits', () => {
  it('answer 408 and hang up on a client dripping its headers in, byte by byte', async () => {
    // Each line resets the idle timer, so only the request limit can end this one.
    const answer = await rawRequest(
      port,
      `GET /api/site HTTP/1.1\r\nHost: ${TEST_HOST}\r\n`,
      'X-Drip: 1\r\n',
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request_timeout', message: SERVER_MESSAGES.requestTimeout },
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.ms).toBeLessThan(WELL_WITHIN_MS);
  });

  it('answer 408 to a body that drips in too slowly', async () => {
    const answer = await rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${TEST_HOST}\r\n` +
        `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      ' ',
    );
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(WELL_WITHIN_MS);
  });

  it('close a connection that sends nothing', async () => {
    const answer = await rawRequest(port, '');
    expect(answer.ms).toBeLessThan(WELL_WITHIN_MS);
  });

  it('leave normal requests alone, and a kept-alive connection open between them', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/site', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      const keptAlive = accepted.at(-1)!;
      // Between requests the connection waits for KEEP_ALIVE_SECONDS (Node adds a second of its
      // own), not for the 1 s of silence.
      expect(keptAlive.timeout).toBeGreaterThanOrEqual(parseConfig({}).timeouts.keepAliveMs);
      // A positive signal instead of a sleep: a connection opened after this one went idle
      // gets its 408 from the request limit's sweep, which has then looked at this one too.
      expect((await rawRequest(port, '')).status).toBe(408);
      expect(keptAlive.destroyed).toBe(false);
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('never cut the admin event stream, which outlives both limits', async () => {
    const admin = await t().admin();
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/events`, {
      headers: { cookie: admin },
      signal: abort.signal,
    });
    try {
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const read = async (until: () => boolean) => {
        while (!until()) {
          const { value, done } = await reader.read();
          expect(done, 'the stream was cut').toBe(false);
          received += value;
        }
      };
      // A positive signal instead of a sleep: 15 heartbeats, 0.1 s apart on the server's own
      // timer, so the stream has been open at least 1.5 s, longer than both limits.
      await read(() => received.split(': ping').length > 15);
      await t().changes.publish('tools');
      await read(() => received.includes('event: change'));
      expect(received).toContain('{"resource":"tools"}');
    } finally {
      abort.abort();
    }
  });
});

describe('connection time limit settings', () => {
  it('default to 30 s for a request, 60 s of silence and 72 s between kept-alive requests', () => {
    expect(parseConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
  });

  it('refuse an event-stream heartbeat slower than the silence limit, which would cut it', () => {
    expect(() =>
      parseConfig({ EVENTS_HEARTBEAT_SECONDS: '60', IDLE_TIMEOUT_SECONDS: '60' }),
    ).toThrow(/EVENTS_HEARTBEAT_SECONDS: must be shorter than IDLE_TIMEOUT_SECONDS/);
  });
});
