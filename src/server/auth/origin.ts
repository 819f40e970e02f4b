import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { isOurHost, type HostRule } from '../allowed-hosts.js';
import { HttpError } from '../http/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may be called from any site: it uses no session, so a foreign origin can borrow
     * nothing (issue 23: one-click unsubscribe, posted by a mail provider).
     */
    anyOrigin?: boolean;
  }
}

/** The host of an Origin header, or null for one that is not an http(s) origin ('null'). */
function hostOf(origin: string) {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * CSRF defence (docs/architecture.md#api-conventions): a state-changing request from a browser must come from our own
 * origin: one of the hosts the app answers for (allowed-hosts.ts), never merely the request's
 * own Host, which its sender writes (issue 31). Requests without Origin (curl,
 * server-to-server) carry no ambient cookie risk from another site, because browsers always send
 * Origin on cross-site POSTs.
 */
export function registerOriginCheck(app: FastifyInstance, rule: HostRule) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.anyOrigin) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (!origin) {
      if (site === 'cross-site')
        throw new HttpError(403, 'foreign_origin', AUTH_MESSAGES.foreignOrigin);
      return;
    }
    // A form a page of ours posts (issue 34) says its origin is 'null': the pages' referrer
    // policy (no-referrer) hides it. The browser's own Sec-Fetch-Site, which no page can set,
    // still says whether it came from our origin.
    if (origin === 'null' && site === 'same-origin') return;
    const host = hostOf(origin);
    if (host === null || !isOurHost(rule, host, request.raw.socket?.localPort)) {
      throw new HttpError(403, 'foreign_origin', AUTH_MESSAGES.foreignOrigin);
    }
  });
}
