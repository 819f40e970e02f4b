import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddPromptFavoriteRequest,
  PromptFavoriteListResponse,
  PromptFavoriteParams,
  PromptFavoriteResponse,
} from '../../../shared/favorites.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { addPromptFavorite, listPromptFavorites, removePromptFavorite } from './prompt-service.js';

// A member's favourite prompts (docs/product.md#favourites-and-remarks user_prompt_favorites); the member is the session's.
export const promptFavoriteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/prompt-favorites',
      { config: { access: 'member' }, schema: { response: { 200: PromptFavoriteListResponse } } },
      async (request) => {
        const rows = await listPromptFavorites({ db: ctx.db, userId: currentUser(request).id });
        return { promptIds: rows.map((row) => row.prompt_id) };
      },
    );

    app.post(
      '/api/me/prompt-favorites',
      {
        config: { access: 'member', memberLimit: RATE_RULES.favoriteUser },
        schema: { body: AddPromptFavoriteRequest, response: { 201: PromptFavoriteResponse } },
      },
      async (request, reply) => {
        const row = await addPromptFavorite({
          db: ctx.db,
          userId: currentUser(request).id,
          promptId: request.body.promptId,
          now: ctx.now(),
        });
        return reply.status(201).send({ promptId: row.prompt_id, createdAt: row.created_at });
      },
    );

    app.delete(
      '/api/me/prompt-favorites/:promptId',
      {
        config: { access: 'member', memberLimit: RATE_RULES.favoriteUser },
        schema: { params: PromptFavoriteParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await removePromptFavorite({
          db: ctx.db,
          userId: currentUser(request).id,
          promptId: request.params.promptId,
        });
        return reply.status(204).send(null);
      },
    );
  };
