import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FindEmailRequest,
  FindEmailResponse,
  RegisterRequest,
  ResetEmailRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  ResetTokenCheckRequest,
} from '../../../shared/account.js';
import { announce } from '../../admin/write.js';
import { clientAddress } from '../../auth/client-address.js';
import { setSessionCookie } from '../../auth/access.js';
import { sendMemberLanguage } from '../../i18n/request-language.js';
import { RATE_RULES, consume, consumeInTurn } from '../../auth/rate-limit.js';
import { SESSION_COOKIE, revokeSession } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { welcomeMail } from '../../mail/templates.js';
import {
  assertResetTokenValid,
  findMaskedEmail,
  openRecoverySession,
  requestPasswordReset,
  resetPassword,
} from './password-reset.js';
import { presentSessionUser } from '../../accounts/session-user.js';
import { mailAdminsOfRegistration } from '../../accounts/registration-mail.js';
import { registerMember } from './register.js';

const Ok = z.object({ ok: z.literal(true) });

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const publicRoute = { access: 'public' } as const;

    app.post(
      '/api/auth/register',
      { config: publicRoute, schema: { body: RegisterRequest, response: { 201: Ok } } },
      async (request, reply) => {
        await consume(ctx.db, RATE_RULES.registerIp, clientAddress(request), ctx.now());
        const user = await registerMember({
          db: ctx.db,
          input: request.body,
          now: ctx.now(),
          firstAdmin: ctx.config.admin.username,
        });
        // The admin panel's pending count and users list update live (docs/product.md#sign-in-and-sessions).
        await announce({ ...ctx, log: request.log }, 'users');
        // The account stands even when the welcome mail cannot go out (issue #3).
        await ctx.mailer
          .send(welcomeMail(user.email, { username: user.username, appUrl: ctx.config.publicUrl }))
          .catch((err: unknown) => request.log.error({ err }, 'welcome mail failed'));
        // Issue 23: the admins hear of it, after the answer (a slow mail server holds no one up).
        void mailAdminsOfRegistration(ctx, request.log, user);
        return reply.status(201).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/password-reset',
      { config: publicRoute, schema: { body: ResetEmailRequest, response: { 200: Ok } } },
      async (request) => {
        const now = ctx.now();
        await consumeInTurn(
          ctx.db,
          [
            [RATE_RULES.resetIp, clientAddress(request)],
            [RATE_RULES.resetAccount, request.body.email],
          ],
          now,
        );
        // Same answer, at the same speed, whether or not the address exists: the lookup and
        // the mail happen after the reply.
        void requestPasswordReset({
          db: ctx.db,
          mailer: ctx.mailer,
          email: request.body.email,
          publicUrl: ctx.config.publicUrl,
          now,
          defaultLanguage: ctx.config.interfaceLanguage,
        }).catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/password-reset/check',
      { config: publicRoute, schema: { body: ResetTokenCheckRequest, response: { 200: Ok } } },
      async (request) => {
        await consume(ctx.db, RATE_RULES.resetCompleteIp, clientAddress(request), ctx.now());
        await assertResetTokenValid({ db: ctx.db, token: request.body.token, now: ctx.now() });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/password-reset/complete',
      {
        config: { ...publicRoute, endsSessions: true },
        schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse } },
      },
      async (request, reply) => {
        const now = ctx.now();
        await consume(ctx.db, RATE_RULES.resetCompleteIp, clientAddress(request), now);
        const user = await resetPassword({
          db: ctx.db,
          token: request.body.token,
          password: request.body.password,
          now,
        });
        // Whoever was signed in on this browser is signed out first, as at sign-in (docs/product.md#sign-in-and-sessions).
        if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
        const session = await openRecoverySession({
          db: ctx.db,
          user,
          now,
          userAgent: request.headers['user-agent'],
        });
        if (!session) {
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
          return { ok: true as const, user: null };
        }
        setSessionCookie(reply, ctx.secureCookies, session);
        sendMemberLanguage(reply, user, ctx.secureCookies);
        return { ok: true as const, user: presentSessionUser(user) };
      },
    );

    app.post(
      '/api/auth/find-email',
      {
        config: publicRoute,
        schema: { body: FindEmailRequest, response: { 200: FindEmailResponse } },
      },
      async (request) => {
        const now = ctx.now();
        await consumeInTurn(
          ctx.db,
          [
            [RATE_RULES.findEmailIp, clientAddress(request)],
            [RATE_RULES.findEmailAccount, request.body.username],
          ],
          now,
        );
        return {
          maskedEmail: await findMaskedEmail({ db: ctx.db, username: request.body.username }),
        };
      },
    );
  };
