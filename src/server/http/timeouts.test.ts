import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { TEST_ORIGIN, useTestApp } from '../test/app.js';
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
beforeAll(async () => {
  port = await listeningPort(t().app);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection time limits', () => {
  it('answer 408 and hang up on a client dripping its headers in, byte by byte', async () => {
    // Each line resets the idle timer, so only the request limit can end this one.
    const answer = await rawRequest(
      port,
      'GET /api/site HTTP/1.1\r\nHost: localhost\r\n',
      'X-Drip: 1\r\n',
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request_timeout', message: SERVER_MESSAGES.requestTimeout },
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.ms).toBeLessThan(1500);
  });

  it('answer 408 to a body that drips in too slowly', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      ' ',
    );
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(1500);
  });

  it('close a connection that sends nothing', async () => {
    const answer = await rawRequest(port, '');
    expect(answer.ms).toBeLessThan(2500);
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
      // Longer than both limits: an idle kept-alive connection waits for KEEP_ALIVE_SECONDS.
      await sleep(1500);
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
      await sleep(1500);
      await t().changes.publish('tools');
      let received = '';
      while (!received.includes('event: change')) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        received += value;
      }
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
