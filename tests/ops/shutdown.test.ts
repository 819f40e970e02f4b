// Graceful shutdown on SIGTERM (issue 11): requests in flight finish with their answers, new
// connections are refused, the process exits 0 within seconds and closes SQLite cleanly (the
// WAL checkpointed into the database file).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  signIn,
  sqliteFileOf,
  startServer,
  useScratchDirs,
  type ServerProcess,
} from './server.js';

const IN_FLIGHT = 10;

const scratchDir = useScratchDirs();

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
});

const toolBody = (name: string) =>
  JSON.stringify({ name, category: 'Ops', rating: 3, description: 'Sent during a shutdown.' });

/**
 * A POST whose headers and first half of body are sent now, the rest on `finish()`: a request
 * the server has started and cannot answer until the client is done.
 */
function slowUpload(target: ServerProcess, cookie: string, name: string, agent: http.Agent) {
  const body = Buffer.from(toolBody(name));
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port: target.port,
    method: 'POST',
    path: '/api/admin/tools',
    agent,
    headers: {
      cookie,
      origin: target.url,
      'content-type': 'application/json',
      'content-length': body.length,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  const connected = new Promise<void>((resolve) =>
    req.once('socket', (socket) =>
      socket.connecting ? socket.once('connect', () => resolve()) : resolve(),
    ),
  );
  req.write(body.subarray(0, half));
  return { connected, response, finish: () => req.end(body.subarray(half)) };
}

/** Resolves with the error code of a new connection attempt, or 'connected'. */
function tryConnect(port: number) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function waitFor(check: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, refuses new connections, closes SQLite, exits 0', async () => {
    const dataDir = scratchDir('shutdown');
    const file = sqliteFileOf(dataDir);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const admin = await signIn(server.url, 'admin', 'admin-pass-123');
    expect(
      (await api(server.url, admin, 'POST', '/api/admin/categories', { name: 'Ops' })).status,
    ).toBe(201);
    for (let i = 0; i < 20; i++) {
      const res = await api(
        server.url,
        admin,
        'POST',
        '/api/admin/tools',
        JSON.parse(toolBody(`before-${i}`)),
      );
      expect(res.status).toBe(201);
    }
    // Committed writes sit in the WAL until a checkpoint: the clean close must fold them in.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);

    // Kept-alive connections, as browsers and proxies hold them: idle after their answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const uploads = Array.from({ length: IN_FLIGHT }, (_, i) =>
      slowUpload(server!, admin, `in-flight-${i}`, agent),
    );
    await Promise.all(uploads.map((upload) => upload.connected));
    // Let the server read every request's headers: they are in flight from here on.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(() => server!.output().includes('shutting down'), 'the shutdown log line');
    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.response));
    const answeredMs = Date.now() - signalled;
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(201));

    const code = await server.exited;
    const exitedMs = Date.now() - signalled;
    agent.destroy();
    console.log('shutdown figures', JSON.stringify({ inFlight: IN_FLIGHT, answeredMs, exitedMs }));
    expect(code).toBe(0);
    expect(exitedMs).toBeLessThan(5000);
    expect(server.output()).toContain('stopped cleanly');

    // Closed cleanly: the WAL was checkpointed and removed, the file alone holds everything.
    expect(fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = db
        .prepare(`select name from tools where name like 'in-flight-%'`)
        .pluck()
        .all();
      expect(names).toHaveLength(IN_FLIGHT);
      expect(db.prepare('select count(*) from tools').pluck().get()).toBe(IN_FLIGHT + 20);
    } finally {
      db.close();
    }
  });
});
