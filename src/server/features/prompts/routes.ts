import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../shared/api.js';
import {
  PromptFiltersResponse,
  PromptLookupQuery,
  PromptResponse,
} from '../../../shared/prompts.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { addContentRoutes } from '../../content/routes.js';
import { PROMPT, presentPrompt } from '../../content/prompts.js';
import type { AppContext } from '../../context.js';
import { findPromptByTitle, listPromptFilters, recordPromptCopy } from './service.js';

export const promptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    addContentRoutes(app, ctx, { content: PROMPT });

    app.get(
      '/api/prompts/filters',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { response: { 200: PromptFiltersResponse } },
      },
      async () => listPromptFilters({ db: ctx.db, dialect: ctx.dialect }),
    );

    app.get(
      '/api/prompts/lookup',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { querystring: PromptLookupQuery, response: { 200: PromptResponse } },
      },
      async (request) =>
        presentPrompt(await findPromptByTitle({ db: ctx.db, title: request.query.title })),
    );

    app.post(
      '/api/prompts/:id/copy',
      {
        config: { access: 'member', memberLimit: RATE_RULES.promptCopyUser },
        schema: { params: IdParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        // The member comes from the session, never from the body.
        const userId = currentUser(request).id;
        await recordPromptCopy({ db: ctx.db, userId, promptId: request.params.id, now: ctx.now() });
        return reply.status(204).send(null);
      },
    );
  };
