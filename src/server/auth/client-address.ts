import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The address the per-address limits count (issue 15). IPv4 as is, an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`) as the IPv4 address it is, and IPv6 by its /64: one home or server is
 * given a whole /64, so counting single IPv6 addresses would hand it endless fresh budgets.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/** The requesting client's address as the limits count it (TRUST_PROXY decides request.ip). */
export const clientAddress = (request: FastifyRequest) => addressKey(request.ip);
