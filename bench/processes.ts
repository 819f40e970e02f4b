// The processes a run starts (servers, builds), tracked so that every exit path, Ctrl-C included,
// stops them: nothing may be left running. Everything listens on and targets 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const HOST = '127.0.0.1';
export const log = (line: string) => console.error(line);
export const LOG_DIR = path.resolve('data/bench/logs');
const running = new Set<ChildProcess>();

/**
 * Starts a command in its own process group (so a shell and what it starts stop together), with
 * its output in data/bench/logs/<name>.log.
 */
export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const out = fs.openSync(path.join(LOG_DIR, `${name}.log`), 'w');
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  running.add(child);
  child.once('exit', (code, signal) => {
    // Said out loud: a server that dies mid-run otherwise shows only as refused connections.
    if (running.has(child)) log(`  (${name} exited: ${signal ?? `code ${code}`})`);
    running.delete(child);
  });
  return child;
}

/** Stops one started process group: SIGTERM, then SIGKILL if it lingers. */
export async function stop(child: ChildProcess) {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  if ((await Promise.race([exited, sleep(5000, 'late')])) === 'late') {
    signal('SIGKILL');
    await exited;
  }
}

const cleanups = new Set<() => Promise<void> | void>();

/** Work to do however the run ends (close a browser, drop a database); runs once. */
export function atCleanup(work: () => Promise<void> | void) {
  cleanups.add(work);
  return () => cleanups.delete(work);
}

/** Stops every started process and runs the registered clean-ups. */
export async function cleanUp() {
  const work = [...cleanups];
  cleanups.clear();
  await Promise.allSettled([...running].map(stop));
  await Promise.allSettled(work.map(async (w) => w()));
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails when the process exits first or time runs out. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${child.exitCode ?? child.signalCode}); see ${LOG_DIR}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s; see ${LOG_DIR}`);
}

/** Resident memory of a process in MB, from /proc (what the kernel actually holds for it). */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kb ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * A process's memory at rest: once start-up's work (migrations, the public pages' rendering, JIT
 * of the first requests' code) is done and V8 has collected what it left. V8 collects by itself
 * once a process stops allocating (its memory reducer), 6-8 s after the server's first answer on
 * this machine (RSS ~126 → ~109 MB); read 2 s after start, the figure was start-up's garbage.
 * The reading once it has fallen and then held for 3 s, or after 20 s whatever it is.
 */
export async function restingRssMb(pid: number): Promise<number | null> {
  const began = Date.now();
  let reading = rssMb(pid);
  let fallen = false;
  let heldSince = Date.now();
  while (Date.now() - began < 20_000 && !(fallen && Date.now() - heldSince >= 3_000)) {
    await sleep(500);
    const next = rssMb(pid);
    if (next === null || reading === null) return next;
    if (Math.abs(next - reading) > 0.5) {
      fallen ||= next < reading;
      heldSince = Date.now();
    }
    reading = next;
  }
  return reading;
}

/** Samples a process's memory every 100 ms until stopped; returns the highest seen. */
export function watchPeakRss(pid: number) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 100).unref();
  return () => {
    clearInterval(timer);
    return peak;
  };
}
