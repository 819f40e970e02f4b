import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostKey, isOurKey, type HostRule } from '../allowed-hosts.js';
import { HttpError } from './errors.js';

// Issue 31: a person meets these only on an address the app is not set up for (PUBLIC_URL,
// ALLOWED_HOSTS), so they are in Malay like the rest.
export const HOST_MESSAGES = {
  badHost: 'Permintaan ditolak: pengepala Host tidak sah.',
  unknownHost: 'Permintaan ditolak: alamat hos tidak dikenali.',
} as const;

/** How many Host lines the request came with: Node keeps the first in `headers` and drops the rest. */
function hostLines(request: FastifyRequest) {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/** The host an absolute-form target names; '' (not a host) when it is not a URL. */
function targetHost(target: string) {
  try {
    return new URL(target).host;
  } catch {
    return '';
  }
}

/**
 * The Host rule (docs/decisions/039-the-hosts-the-app-answers-for.md): a request must name one
 * host, and one the app answers for (allowed-hosts.ts), else 400 (none, two, or not a host:
 * RFC 9112 §3.2) or 421 (another site's: RFC 9110 §15.5.20). Behind a trusted proxy
 * (TRUST_PROXY) the X-Forwarded-Host it passes on, as Fastify reads it (`request.host`), must be
 * ours too. `/readyz` answers whatever the Host: a load balancer's health check may ask at an
 * internal address, and it tells nothing.
 */
export function registerHostCheck(app: FastifyInstance, rule: HostRule) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === '/readyz') return;
    if (hostLines(request) !== 1) throw new HttpError(400, 'bad_host', HOST_MESSAGES.badHost);
    const port = request.raw.socket?.localPort;
    const hosts = new Set([request.headers.host ?? '', request.host]);
    // An absolute-form target (`GET http://site/path`) names the host that counts (RFC 9112
    // §3.2.2); the router reads only its path, so the site it names is checked here.
    const target = request.raw.url ?? '/';
    if (!target.startsWith('/')) hosts.add(targetHost(target));
    for (const host of hosts) {
      const key = hostKey(host, rule.defaultPort);
      if (key === null) throw new HttpError(400, 'bad_host', HOST_MESSAGES.badHost);
      if (!isOurKey(rule, key, port)) {
        throw new HttpError(421, 'unknown_host', HOST_MESSAGES.unknownHost);
      }
    }
  });
}
