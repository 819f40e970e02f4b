import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, SessionResponse } from '../../../shared/auth.js';
import { sessionCookieOptions } from '../../auth/access.js';
import { SESSION_COOKIE, revokeSession } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { presentSessionUser } from './presenter.js';
import { signIn } from './service.js';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/session',
      { config: { access: 'public' }, schema: { response: { 200: SessionResponse } } },
      async (request) => ({ user: request.user ? presentSessionUser(request.user) : null }),
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: { body: LoginRequest, response: { 200: SessionResponse } },
      },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
        const { user, token, expiresAt } = await signIn({
          db: ctx.db,
          ...request.body,
          now: ctx.now(),
        });
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx.secureCookies, expiresAt));
        return { user: presentSessionUser(user) };
      },
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'public' }, schema: { response: { 204: z.null() } } },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );
  };
