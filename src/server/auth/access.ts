import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import type { DB } from '../db/connect.js';
import { HttpError } from '../http/errors.js';
import { consumeInTurn, type RateRule } from './rate-limit.js';
import { SESSION_COOKIE, findSession, type SessionAccount } from './sessions.js';

export type Access = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Uses per signed-in member (counted after the input is valid, before the handler). */
    memberLimit?: RateRule | readonly RateRule[];
    /**
     * The route may end sessions (sign-in, sign-out, a password set): every process forgets the
     * sessions it keeps before the answer leaves (app.ts, docs/architecture.md#sessions).
     */
    endsSessions?: boolean;
  }
  interface FastifyRequest {
    user: SessionAccount | null;
    sessionId: string | null;
    /** The session was opened by a reset link moments ago (sessions.ts RECOVERY_WINDOW_MS). */
    recovering: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access, as registered (the access tests walk the admin ones). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's response schemas by status (shared/api-contract.test.ts checks the contract). */
  response?: Record<string, unknown>;
  /** Callable from any site (auth/origin.ts): the CSRF test checks these are public. */
  anyOrigin?: boolean;
}

interface AccessOptions {
  db: DB;
  now: () => Date;
  secureCookies: boolean;
}

export function sessionCookieOptions(secure: boolean, expires: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
}

/** Sends the session cookie: a new session, or a renewed expiry. */
export function setSessionCookie(
  reply: FastifyReply,
  secure: boolean,
  { token, expiresAt }: { token: string; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure, expiresAt));
}

/**
 * Every /api route must say who may call it (docs/architecture.md#layers-and-imports: default deny); a route without an
 * `access` setting stops the server at start-up rather than being silently open.
 */
export function registerAccess(app: FastifyInstance, options: AccessOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('recovering', false);

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const response = route.schema?.response as ApiRoute['response'];
      app.apiRoutes.push({
        method,
        url: route.url,
        access,
        ...(response ? { response } : {}),
        ...(route.config?.anyOrigin ? { anyOrigin: true } : {}),
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    await loadSession(request, reply, options);
    authorize(access, request.user);
  });

  app.addHook('preHandler', async (request) => {
    const limit = request.routeOptions.config.memberLimit;
    const user = request.user;
    if (!limit || !user) return;
    const rules = Array.isArray(limit) ? limit : [limit as RateRule];
    await consumeInTurn(
      options.db,
      rules.map((rule) => [rule, user.id] as const),
      options.now(),
    );
  });
}

async function loadSession(request: FastifyRequest, reply: FastifyReply, options: AccessOptions) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const found = await findSession(options.db, token, options.now());
  if (!found) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return;
  }
  request.user = found.user;
  request.sessionId = found.sessionId;
  request.recovering = found.recovering;
  if (found.renewedUntil) {
    setSessionCookie(reply, options.secureCookies, { token, expiresAt: found.renewedUntil });
  }
}

function authorize(access: Access, user: SessionAccount | null) {
  if (access === 'public') return;
  if (!user) throw new HttpError(401, 'unauthenticated', AUTH_MESSAGES.signInRequired);
  if (user.status !== 'approved') {
    throw new HttpError(403, 'account_not_approved', accountStatusMessage(user.status));
  }
  if (access === 'admin' && user.role !== 'admin') {
    throw new HttpError(403, 'forbidden', AUTH_MESSAGES.adminRequired);
  }
}

export function accountStatusMessage(status: string) {
  return status === 'declined' ? AUTH_MESSAGES.accountDeclined : AUTH_MESSAGES.accountPending;
}

/** The signed-in user of a member/admin route (the access hook has already checked it). */
export function currentUser(request: FastifyRequest): SessionAccount {
  if (!request.user) throw new HttpError(401, 'unauthenticated', AUTH_MESSAGES.signInRequired);
  return request.user;
}
