import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { setLanguageResolver } from '../../shared/i18n/define-messages.js';

// Tests fail loudly (docs/architecture.md#tests), the server's and the web's alike (vitest.config.ts
// runs this file before every test file): an unexpected console.error or console.warn, or a
// connection to anything but this machine, fails the test that made it. A test that expects a
// warning says so with its own `vi.spyOn(console, 'warn').mockImplementation(...)`.
//
// What went wrong is kept and the test fails after it ends, rather than throwing where it
// happened: code under test that catches errors (a link check that calls a failed fetch a dead
// link, React reporting a render error) would otherwise swallow the failure.

/** What a test did that it must not; shared by every test file a worker runs. */
const problems: string[] = ((globalThis as { __habTestProblems?: string[] }).__habTestProblems ??=
  []);

const text = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? arg.stack : String(arg)));

beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original(...args);
      problems.push(`console.${level} called: ${text(args).join(' ')}`);
    });
  }
});

/** What the test did so far that fails it, forgotten: for the tests of this file. */
export const takeTestProblems = () => problems.splice(0);

afterEach(() => {
  vi.restoreAllMocks();
  const found = takeTestProblems();
  if (found.length) throw new Error(`The test must not:\n- ${found.join('\n- ')}`);
});

// --- What one test file leaves to the next --------------------------------------------------------
// The server's files share each worker's loaded modules (vitest.config.ts, `isolate: false`), so
// module state one file set must not reach the next: every file starts in Campur (an app's
// resolver, or a test's own, reads another language; a message table read when a file is
// collected would come out in it), with real timers and the environment it was given.
setLanguageResolver(() => 'campur');
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

// --- The network: loopback only -----------------------------------------------------------------

/** This machine: the app under test, its database, the mail and web servers a test starts. */
function isLoopback(address: string) {
  const v4 = address.replace(/^::ffff:/i, '');
  return (
    address === 'localhost' ||
    address === '::1' ||
    address === '::' ||
    v4 === '0.0.0.0' ||
    (net.isIPv4(v4) && v4.startsWith('127.'))
  );
}

const refused = (what: string) => {
  problems.push(`reach the network: ${what} (tests talk to this machine only)`);
  return Object.assign(new Error(`Tests talk to this machine only, not ${what}.`), {
    code: 'ENETUNREACH',
  });
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;
type Lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

const GUARDED = Symbol.for('hab.test.network-guard');
const patched = globalThis as { [GUARDED]?: true };

if (!patched[GUARDED]) {
  patched[GUARDED] = true;

  // A name is looked up by this machine only (/etc/hosts' localhost): never by a name server.
  const lookup = dns.lookup as unknown as Lookup;
  const guardedDnsLookup: Lookup = (hostname, options, callback) => {
    const cb = (typeof options === 'function' ? options : callback) as LookupCallback;
    if (!isLoopback(hostname) && !net.isIP(hostname)) {
      const error = refused(`the name lookup of ${hostname}`);
      process.nextTick(() => cb(error, ''));
      return;
    }
    lookup(hostname, options, callback);
  };
  (dns as { lookup: unknown }).lookup = guardedDnsLookup;
  const promiseLookup = dns.promises.lookup;
  (dns.promises as { lookup: unknown }).lookup = (
    hostname: string,
    options?: dns.LookupOptions,
  ) => {
    if (!isLoopback(hostname) && !net.isIP(hostname)) {
      return Promise.reject(refused(`the name lookup of ${hostname}`));
    }
    return promiseLookup(hostname, options ?? {});
  };
  syncBuiltinESMExports();

  /** The address a lookup gives must be this machine's too (a test's own lookup may map names). */
  const checked =
    (base: Lookup, hostname: string): Lookup =>
    (name, options, callback) =>
      base(name, options, (error, address, family) => {
        if (error) return callback(error, address, family);
        const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
        const outside = all.find((a) => !isLoopback(a));
        if (outside) return callback(refused(`${hostname} (${outside})`), '');
        callback(null, address, family);
      });

  // Every TCP connection (http, https, fetch/undici, pg, SMTP) goes through Socket#connect.
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const options =
      first && typeof first === 'object'
        ? (first as net.TcpNetConnectOpts & { path?: string })
        : typeof first === 'number' || /^\d+$/.test(String(first))
          ? { port: Number(first), host: typeof args[1] === 'string' ? args[1] : undefined }
          : null;
    if (options && !('path' in options && options.path)) {
      const host = options.host ?? 'localhost';
      const target = `${host}:${options.port}`;
      if (net.isIP(host) ? !isLoopback(host) : first !== options && !isLoopback(host)) {
        const error = refused(target);
        process.nextTick(() => this.destroy(error));
        return this;
      }
      if (!net.isIP(host) && first === options) {
        options.lookup = checked((options.lookup ?? dns.lookup) as unknown as Lookup, host) as
          net.LookupFunction | undefined;
      }
    }
    return connect.apply(this, args as Parameters<typeof connect>);
  } as typeof connect;
}
