import ipaddr from 'ipaddr.js';

// TRUST_PROXY may name private networks as ranges, and public addresses only one by one, a few
// at most (issue 15): ranges that together cover the internet (`0.0.0.0/1,128.0.0.0/1`) would
// let any client write its own address in X-Forwarded-For, as `true` would.

/** Private, loopback, link-local, shared (CGNAT) and unique-local networks. */
const PRIVATE_NETWORKS = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  'fc00::/7',
  'fe80::/10',
  '::1/128',
].map((cidr) => ipaddr.parseCIDR(cidr));

/** Public addresses TRUST_PROXY may name. */
export const MAX_PUBLIC_PROXIES = 16;

export const TRUST_PROXY_TOO_WIDE =
  'a range that reaches beyond private networks (10/8, 172.16/12, 192.168/16, 100.64/10, ' +
  `127/8, 169.254/16, fc00::/7, fe80::/10) is refused: name public proxies one address at a ` +
  `time, at most ${MAX_PUBLIC_PROXIES}`;

/** An IPv4-mapped IPv6 range (`::ffff:10.0.0.0/104`) as the IPv4 range it is. */
function normalized([address, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]) {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96] as const;
  }
  return [address, bits] as const;
}

const isPrivate = ([address, bits]: readonly [ipaddr.IPv4 | ipaddr.IPv6, number]) =>
  PRIVATE_NETWORKS.some(
    ([network, size]) =>
      network.kind() === address.kind() && bits >= size && address.match(network, size),
  );

/**
 * Whether the TRUST_PROXY entries (already checked to be addresses, CIDR ranges or the named
 * private ranges) stay within private networks plus a few public addresses.
 */
export function withinTrustedBounds(entries: readonly string[]): boolean {
  let publicAddresses = 0;
  for (const entry of entries) {
    if (!ipaddr.isValid(entry) && !entry.includes('/')) continue; // loopback, linklocal…
    const range = normalized(
      entry.includes('/')
        ? ipaddr.parseCIDR(entry)
        : [ipaddr.parse(entry), entry.includes(':') ? 128 : 32],
    );
    if (isPrivate(range)) continue;
    const single = range[1] === (range[0].kind() === 'ipv4' ? 32 : 128);
    if (!single) return false;
    publicAddresses += 1;
  }
  return publicAddresses <= MAX_PUBLIC_PROXIES;
}
