import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SetLanguageRequest } from '../../../shared/interface-language.js';
import { announce } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import { setLanguageCookie } from '../../i18n/request-language.js';

/**
 * Issue 33: the interface's language chosen from the footer (decision 052). Anyone may choose:
 * the `lang` cookie keeps a visitor's choice; a signed-in member's is saved on their account too.
 */
export const languageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/language',
      {
        config: { access: 'public' },
        schema: { body: SetLanguageRequest, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const { language } = request.body;
        if (request.user) {
          await ctx.db
            .updateTable('users')
            .set({ interface_language: language, updated_at: ctx.now().toISOString() })
            .where('id', '=', request.user.id)
            .execute();
          // The session, kept a few seconds with its account, is read again with the choice.
          await announce({ ...ctx, log: request.log }, 'users');
        }
        setLanguageCookie(reply, language, ctx.secureCookies);
        return reply.status(204).send(null);
      },
    );
  };
