import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddFavoriteRequest,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteRef,
  FavoriteResponse,
  UpdateRemarksRequest,
} from '../../../shared/favorites.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { presentFavorite } from './presenter.js';
import { addFavorite, listFavorites, removeFavorite, updateRemarks } from './service.js';

// The member is always the session's, never the request's: no call reads or changes another's.
export const favoriteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/favorites',
      {
        config: { access: 'member' },
        schema: { querystring: FavoriteListQuery, response: { 200: FavoriteListResponse } },
      },
      async (request) => {
        const rows = await listFavorites({
          db: ctx.db,
          userId: currentUser(request).id,
          itemType: request.query.itemType,
        });
        return { items: rows.map(presentFavorite) };
      },
    );

    app.post(
      '/api/me/favorites',
      {
        config: { access: 'member', memberLimit: RATE_RULES.favoriteUser },
        schema: { body: AddFavoriteRequest, response: { 201: FavoriteResponse } },
      },
      async (request, reply) => {
        const row = await addFavorite({
          db: ctx.db,
          userId: currentUser(request).id,
          item: request.body,
          now: ctx.now(),
        });
        return reply.status(201).send(presentFavorite(row));
      },
    );

    app.patch(
      '/api/me/favorites/:itemType/:itemId',
      {
        config: { access: 'member', memberLimit: RATE_RULES.favoriteUser },
        schema: {
          params: FavoriteRef,
          body: UpdateRemarksRequest,
          response: { 200: FavoriteResponse },
        },
      },
      async (request) =>
        presentFavorite(
          await updateRemarks({
            db: ctx.db,
            userId: currentUser(request).id,
            item: request.params,
            personalRemarks: request.body.personalRemarks,
          }),
        ),
    );

    app.delete(
      '/api/me/favorites/:itemType/:itemId',
      {
        config: { access: 'member', memberLimit: RATE_RULES.favoriteUser },
        schema: { params: FavoriteRef, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await removeFavorite({ db: ctx.db, userId: currentUser(request).id, item: request.params });
        return reply.status(204).send(null);
      },
    );
  };
