import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a check may connect to. 'public' (the default): only ordinary public unicast
 * addresses, none inside the server's own networks (loopback, private ranges, link-local such as
 * a cloud's metadata address) nor any special range (NAT64, 6to4, Teredo, benchmarking…), so a
 * link an admin saved cannot make the server probe them. 'local' (tests): loopback only, and
 * names are never sent to a name server (`localhost` is loopback, any other name does not
 * resolve), so a test never reaches the internet, whatever links its content holds.
 */
export type LinkNetwork = 'public' | 'local';

/**
 * The range of `address`, with an IPv4 address written inside an IPv6 one judged as that IPv4
 * address: ipaddr.process unwraps ::ffff:a.b.c.d; the deprecated IPv4-compatible ::a.b.c.d (which
 * ipaddr calls unicast) is unwrapped here. Other embeddings (NAT64, 6to4, Teredo) have their own
 * range names, which are never allowed.
 */
function rangeOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (ip.kind() === 'ipv6' && range === 'unicast') {
    const parts = (ip as ipaddr.IPv6).parts;
    if (parts.slice(0, 6).every((part) => part === 0)) {
      return new ipaddr.IPv4([
        parts[6]! >> 8,
        parts[6]! & 0xff,
        parts[7]! >> 8,
        parts[7]! & 0xff,
      ]).range();
    }
  }
  return range;
}

/** Whether `address` (an IP) may be connected to under `network`. */
export function allowedAddress(address: string, network: LinkNetwork): boolean {
  return rangeOf(address) === (network === 'local' ? 'loopback' : 'unicast');
}

export const BLOCKED = 'EADDRBLOCKED';

type Address = { address: string; family: number };
type Callback = (...args: unknown[]) => void;

/**
 * The name lookup of 'local': no name server is ever asked. `localhost` is loopback; any other
 * name fails as a name that does not exist (reported as `unreachable`, like an internal
 * address: decision 039).
 */
export const loopbackLookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: Callback,
) => {
  const found: Address[] =
    hostname === 'localhost'
      ? [
          { address: '127.0.0.1', family: 4 },
          { address: '::1', family: 6 },
        ].filter((a) => !options.family || a.family === options.family)
      : [];
  process.nextTick(() => {
    if (found.length === 0) {
      return callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
          code: 'ENOTFOUND',
          hostname,
        }),
      );
    }
    if (options.all) return callback(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  });
}) as LookupFunction;

/** The name lookup of `network` (dns.lookup, or under 'local' loopbackLookup), unless one is given. */
const baseLookup = (network: LinkNetwork, base?: LookupFunction): LookupFunction =>
  base ?? (network === 'local' ? loopbackLookup : dns.lookup);

/**
 * `base` (by default dns.lookup, or under 'local' loopbackLookup: no name server), keeping only
 * the addresses `network` allows.
 */
export function guardedLookup(network: LinkNetwork, base?: LookupFunction): LookupFunction {
  const resolve = baseLookup(network, base);
  return ((hostname: string, options: dns.LookupOptions, callback: Callback) => {
    resolve(hostname, { ...options, all: true }, ((error: Error | null, found: Address[]) => {
      if (error) return callback(error);
      const allowed = found.filter((a) => allowedAddress(a.address, network));
      if (allowed.length === 0) {
        return callback(
          Object.assign(new Error(`${hostname}: address not allowed`), { code: BLOCKED }),
        );
      }
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    }) as never);
  }) as LookupFunction;
}

/** One spelling of an address: `::ffff:7f00:1` is 127.0.0.1, `::0:1` is `::1`. */
const canonical = (address: string) => ipaddr.process(address).toString();

interface ResolveOptions {
  network: LinkNetwork;
  lookup?: LookupFunction;
  /** A name server that has not answered by then counts as no answer. */
  timeoutMs: number;
}

/**
 * The one address a URL's host is asked at, which the check's pacing goes by (run.ts, issue 31):
 * an address written in the URL as itself (WHATWG URL already writes 2130706433 and 0x7f000001 as
 * 127.0.0.1), or the first address its name resolves to that `network` allows, IPv4 first (what
 * every site answers on). Null when there is none: the name does not resolve, or only to
 * addresses never asked; the check itself then says why.
 */
export function resolveHost(
  hostname: string,
  { network, lookup, timeoutMs }: ResolveOptions,
): Promise<string | null> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) return Promise.resolve(canonical(literal));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    guardedLookup(network, lookup)(hostname, { all: true }, ((
      error: Error | null,
      found: Address[],
    ) => {
      clearTimeout(timer);
      if (error || found.length === 0) return resolve(null);
      const chosen = found.find((a) => a.family === 4) ?? found[0]!;
      resolve(canonical(chosen.address));
    }) as never);
  });
}

/**
 * A lookup that gives `address` for `hostname`, so the check connects to the very address it was
 * paced by; any other name (a redirect's) is asked of the usual lookup of `network`.
 */
export function pinnedLookup(
  hostname: string,
  address: string,
  network: LinkNetwork,
  base?: LookupFunction,
): LookupFunction {
  const other = baseLookup(network, base);
  const family = isIP(address);
  return ((name: string, options: dns.LookupOptions, callback: Callback) => {
    if (name !== hostname) return other(name, options, callback as never);
    process.nextTick(() => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    });
  }) as LookupFunction;
}
