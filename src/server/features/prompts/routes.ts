import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../shared/api.js';
import {
  PromptFiltersResponse,
  PromptListQuery,
  PromptLookupQuery,
  PromptListResponse,
  PromptResponse,
} from '../../../shared/prompts.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { savedFilterOf, sharedUnlessSaved } from '../../activity/saved.js';
import type { AppContext } from '../../context.js';
import { presentPage } from '../../db/list.js';
import { presentPrompt, presentPromptCard } from './presenter.js';
import {
  findPromptByTitle,
  getPrompt,
  listPromptFilters,
  listPrompts,
  recordPromptCopy,
} from './service.js';

export const promptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/prompts',
      {
        config: { access: 'member', sharedAnswer: sharedUnlessSaved },
        schema: { querystring: PromptListQuery, response: { 200: PromptListResponse } },
      },
      async (request) =>
        presentPage(
          await listPrompts(ctx.db, ctx.dialect, request.query, savedFilterOf(request)),
          presentPromptCard,
        ),
    );

    app.get(
      '/api/prompts/filters',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { response: { 200: PromptFiltersResponse } },
      },
      async () => listPromptFilters(ctx.db, ctx.dialect),
    );

    app.get(
      '/api/prompts/lookup',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { querystring: PromptLookupQuery, response: { 200: PromptResponse } },
      },
      async (request) => presentPrompt(await findPromptByTitle(ctx.db, request.query.title)),
    );

    app.get(
      '/api/prompts/:id',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { params: IdParams, response: { 200: PromptResponse } },
      },
      async (request) => presentPrompt(await getPrompt(ctx.db, request.params.id)),
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
