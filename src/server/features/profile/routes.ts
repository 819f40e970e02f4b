import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpdateProfileRequest } from '../../../shared/account.js';
import { SessionUser } from '../../../shared/auth.js';
import { announce } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { emailChangedMail } from '../../mail/templates.js';
import { presentSessionUser } from '../../accounts/session-user.js';
import { inRecipientLanguage, setLanguageCookie } from '../../i18n/request-language.js';
import { updateProfile } from './service.js';
import { sessionRoutes } from './session-routes.js';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(sessionRoutes(ctx));
    app.patch(
      '/api/profile',
      {
        config: { access: 'member', endsSessions: true },
        schema: {
          body: UpdateProfileRequest,
          response: { 200: z.object({ user: SessionUser, passwordChanged: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const { user, passwordChanged, previousEmail, languageChanged } = await updateProfile({
          db: ctx.db,
          userId: currentUser(request).id,
          sessionId: request.sessionId,
          recovering: request.recovering,
          input: request.body,
          now: ctx.now(),
        });
        // Issue 33: the browser reads its language from the cookie at boot.
        if (languageChanged) setLanguageCookie(reply, user.interface_language, ctx.secureCookies);
        // The Users tab shows the email; an open panel refreshes it.
        await announce({ ...ctx, log: request.log }, 'users');
        if (previousEmail) {
          const mail = inRecipientLanguage(user, ctx.config.interfaceLanguage, () =>
            emailChangedMail(previousEmail, { username: user.username, newEmail: user.email }),
          );
          // The change stands even when the notice cannot go out.
          await ctx.mailer
            .send(mail)
            .catch((err: unknown) => request.log.error({ err }, 'email-changed mail failed'));
        }
        return { user: presentSessionUser(user), passwordChanged };
      },
    );
  };
