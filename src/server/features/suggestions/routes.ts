import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateSuggestionRequest, SuggestionResponse } from '../../../shared/suggestions.js';
import { announce } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { presentSuggestion } from './presenter.js';
import { createSuggestion } from './service.js';

export const suggestionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/suggestions',
      {
        config: { access: 'member', memberLimit: RATE_RULES.suggestionUser },
        schema: { body: CreateSuggestionRequest, response: { 201: SuggestionResponse } },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const now = ctx.now();
        const row = await createSuggestion({ db: ctx.db, actor, input: request.body, now });
        await announce({ ...ctx, log: request.log }, 'suggestions');
        return reply.status(201).send(presentSuggestion(row));
      },
    );
  };
