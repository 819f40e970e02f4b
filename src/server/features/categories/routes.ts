import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryListResponse } from '../../../shared/categories.js';
import type { AppContext } from '../../context.js';
import { listCategories } from './service.js';

export const categoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { response: { 200: CategoryListResponse } },
      },
      async () => ({ items: await listCategories(ctx.db) }),
    );
  };
