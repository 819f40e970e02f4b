import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
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
 * name fails as a name that does not exist (the check calls it `dns`).
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

/**
 * `base` (by default dns.lookup, or under 'local' loopbackLookup: no name server), keeping only
 * the addresses `network` allows.
 */
export function guardedLookup(network: LinkNetwork, base?: LookupFunction): LookupFunction {
  const resolve = base ?? (network === 'local' ? loopbackLookup : dns.lookup);
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
