// The servers under test: the production app on the benchmark database, the bare Fastify
// route, and `npm start` timed from a fresh clone's build and from a second start.
import fs from 'node:fs';
import path from 'node:path';
// Exactly what `npm start` runs, read from package.json, so the bench measures the real thing.
import { NPM_START, SERVER_ARGS } from '../scripts/server-args.mjs';
import { HOST, freePort, start, stop, waitForOk } from './processes.js';

export const ADMIN_PASSWORD = 'bench-admin-rahsia';

/** The environment with nothing of ours inherited by accident (another DATABASE_URL, PORT…). */
function appEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'SEED_DEMO']) {
    delete env[key];
  }
  return {
    ...env,
    PORT: String(port),
    HOST,
    PUBLIC_URL: `http://${HOST}:${port}`,
    ADMIN_PASSWORD,
    // Request logging would write two lines per request to a pipe; the figures are the app's.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The bench's 100,000 made-up websites are never checked.
    LINK_CHECK_DAILY: 'false',
    ...extra,
  };
}

export interface RunningServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The production server (compiled JavaScript, as `npm start` runs it) on the benchmark data, or
 * with `seedDemo` on an empty database filled with the demo content (scripts/screenshots.ts).
 */
export async function startApp(
  dataEnv: Record<string, string>,
  seedDemo = false,
): Promise<RunningServer> {
  const port = await freePort();
  const env = appEnv(port, { ...dataEnv, SEED_DEMO: String(seedDemo) });
  // Named, so ps tells the benchmark's server apart from anyone's `npm start` (and a kill by
  // name aimed at those does not end a run halfway).
  const args = ['--title=hab-bench-app', ...SERVER_ARGS];
  const child = start('app', process.execPath, args, env);
  const url = `http://${HOST}:${port}`;
  await waitForOk(`${url}/api/site`, child);
  return { url, pid: child.pid!, stop: () => stop(child) };
}

/** Fastify with one fixed JSON route, in its own process (bench/bare-server.ts). */
export async function startBare(): Promise<RunningServer> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  const args = ['--title=hab-bench-bare', '--import', 'tsx', 'bench/bare-server.ts'];
  const child = start('bare', process.execPath, args, env);
  const url = `http://${HOST}:${port}`;
  await waitForOk(`${url}/`, child);
  return { url, pid: child.pid!, stop: () => stop(child) };
}

export interface StartTimes {
  freshCloneSeconds: number;
  secondStartSeconds: number;
}

/**
 * `npm start` as a person runs it, from spawning to the first 200 from /api/site: once as on a
 * fresh clone (no build stamp, so it builds; an empty database, so it migrates and seeds the
 * demo) and once more with nothing changed. Always on a throwaway SQLite folder.
 */
export async function measureStartTimes(): Promise<StartTimes> {
  const dataDir = path.resolve('data/bench/start');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync('dist/.build-stamp', { force: true });
  const once = async (name: string) => {
    const port = await freePort();
    const started = performance.now();
    const child = start(name, 'sh', ['-c', NPM_START], appEnv(port, { DATA_DIR: dataDir }));
    try {
      await waitForOk(`http://${HOST}:${port}/api/site`, child, 300_000);
      return Math.round((performance.now() - started) / 10) / 100;
    } finally {
      await stop(child);
    }
  };
  const freshCloneSeconds = await once('start-fresh');
  const secondStartSeconds = await once('start-second');
  return { freshCloneSeconds, secondStartSeconds };
}
