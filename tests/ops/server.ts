import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';

/** The PostgreSQL server the ops tests may use (TEST_DATABASE_URL), or undefined on SQLite. */
export const pgUrl = process.env.TEST_DATABASE_URL;

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr (pino JSON lines). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

/** A free port on loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new empty directory under the OS temp dir, for a server's DATA_DIR. */
export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `habai-${name}-`));

/**
 * Temporary folders for one test file, removed after it. Call it before the file's own afterAll
 * hooks: after-hooks run last-registered first, so the servers stop before their folders go.
 */
export function useScratchDirs() {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (name: string) => {
    const dir = tempDir(name);
    dirs.push(dir);
    return dir;
  };
}

/**
 * Starts the built server (dist/, as `npm start` runs it) on loopback and waits until /readyz
 * answers 200. `env` adds to a quiet default: no demo seed, known admin password, warn logs.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'admin-pass-123',
      LOG_LEVEL: 'warn',
      LINK_CHECK_DAILY: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output}`);
    const ok = await fetch(`${url}/readyz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; gives its URL. */
export async function freshPgDatabase(name: string): Promise<string> {
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(pgUrl), { pathname: `/${name}` }).href;
}

/** Signs in through the API; gives the session cookie ("habai_session=…"). */
export async function signIn(url: string, identifier: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ identifier, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** The SQLite database file under a DATA_DIR (as main.ts names it). */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'habai.sqlite');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/server/db/cli.ts <args>` as an operator would (`npm run db:backup`, …), with `env`
 * added to a bare environment (no DATABASE_URL unless given).
 */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/cli.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** JSON request with the session cookie and, for writes, the app's own origin (CSRF check). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') headers.origin = baseUrl;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json, ms: performance.now() - started };
}

/** A JSON API call as a signed-in person (cookie from signIn); gives the status and the body. */
export async function api(
  url: string,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await call(url, method, route, { cookie, body });
  return { status: res.status, body: res.json };
}
