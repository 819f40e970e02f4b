import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/auth.js';
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

/**
 * CSRF defence (docs/architecture.md#api-conventions): a state-changing request from a browser must come from our own
 * origin. Requests without Origin (curl, server-to-server) carry no ambient cookie risk from
 * another site, because browsers always send Origin on cross-site POSTs.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.anyOrigin) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (!origin) {
      if (site === 'cross-site')
        throw new HttpError(403, 'foreign_origin', AUTH_MESSAGES.foreignOrigin);
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'foreign_origin', AUTH_MESSAGES.foreignOrigin);
    }
    if (host !== request.headers.host && host !== allowed) {
      throw new HttpError(403, 'foreign_origin', AUTH_MESSAGES.foreignOrigin);
    }
  });
}
