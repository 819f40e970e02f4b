import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announce } from '../../admin/write.js';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { CompletePasswordChangeRequest } from '../../../shared/account.js';
import { LoginRequest, LoginResponse, SessionResponse } from '../../../shared/auth.js';
import { clientAddress } from '../../auth/client-address.js';
import { setSessionCookie } from '../../auth/access.js';
import { SESSION_COOKIE, revokeSession } from '../../auth/sessions.js';
import { sendMemberLanguage } from '../../i18n/request-language.js';
import type { AppContext } from '../../context.js';
import type { UsersTable } from '../../db/schema.js';
import { presentSessionUser } from '../../accounts/session-user.js';
import { completePasswordChange, landingFor, signIn } from './service.js';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const startSession = (
      reply: FastifyReply,
      user: Selectable<UsersTable>,
      { token, expiresAt }: { token: string; expiresAt: Date },
    ) => {
      setSessionCookie(reply, ctx.secureCookies, { token, expiresAt });
      sendMemberLanguage(reply, user, ctx.secureCookies);
    };

    const signedIn = (user: Selectable<UsersTable>, redirectTo: string) => ({
      status: 'signed_in' as const,
      user: presentSessionUser(user),
      redirectTo,
    });

    app.get(
      '/api/auth/session',
      { config: { access: 'public' }, schema: { response: { 200: SessionResponse } } },
      async (request) => ({ user: request.user ? presentSessionUser(request.user) : null }),
    );

    for (const [url, adminOnly] of [
      ['/api/auth/login', false],
      ['/api/auth/admin-login', true],
    ] as const) {
      app.post(
        url,
        {
          config: { access: 'public', endsSessions: true },
          schema: { body: LoginRequest, response: { 200: LoginResponse } },
        },
        async (request, reply) => {
          // docs/product.md#sign-in-and-sessions: sign out before each login.
          if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
          const { identifier, password } = request.body;
          const result = await signIn({
            db: ctx.db,
            identifier,
            password,
            ip: clientAddress(request),
            now: ctx.now(),
            adminOnly,
            userAgent: request.headers['user-agent'],
          });
          if (result.kind === 'password_change_required') {
            const { id, username, email, role } = result.user;
            return { status: result.kind, userId: id, username, email, role };
          }
          startSession(reply, result.user, result);
          return signedIn(
            result.user,
            landingFor({ user: result.user, identifier, adminLogin: adminOnly }),
          );
        },
      );
    }

    app.post(
      '/api/auth/complete-password-change',
      {
        config: { access: 'public', endsSessions: true },
        schema: { body: CompletePasswordChangeRequest, response: { 200: LoginResponse } },
      },
      async (request, reply) => {
        const { identifier, currentPassword, newPassword, adminLogin = false } = request.body;
        const { user, token, expiresAt } = await completePasswordChange({
          db: ctx.db,
          identifier,
          password: currentPassword,
          newPassword,
          adminOnly: adminLogin,
          ip: clientAddress(request),
          now: ctx.now(),
          userAgent: request.headers['user-agent'],
        });
        // The Users tab shows who still has to set a new password.
        await announce({ ...ctx, log: request.log }, 'users');
        startSession(reply, user, { token, expiresAt });
        return signedIn(user, landingFor({ user, identifier, adminLogin }));
      },
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'public', endsSessions: true }, schema: { response: { 204: z.null() } } },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
        // Any announced change makes every open admin event stream, in any process, check its
        // session (events/streams.ts): an admin's streams end now, not at their next heartbeat.
        // Members' sign-outs are not announced: they hold no stream.
        if (request.user?.role === 'admin') await announce({ ...ctx, log: request.log }, 'users');
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );
  };
