import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses a check may connect to. 'public' (the default): none inside the server's own
 * networks (loopback, private ranges, link-local such as a cloud's metadata address), so a link an
 * admin saved cannot make the server probe them. 'local' (tests): loopback only, so a test never
 * reaches the internet, whatever links its content holds.
 */
export type LinkNetwork = 'public' | 'local';

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` (an IP) may be connected to under `network`. */
export function allowedAddress(address: string, network: LinkNetwork): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  return network === 'local' ? loopback.check(ip, family) : !internal.check(ip, family);
}

export const BLOCKED = 'EADDRBLOCKED';

type Address = { address: string; family: number };

/** `base` (dns.lookup by default), keeping only the addresses `network` allows. */
export function guardedLookup(
  network: LinkNetwork,
  base: LookupFunction = dns.lookup,
): LookupFunction {
  return ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    base(hostname, { ...options, all: true }, ((error: Error | null, found: Address[]) => {
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
