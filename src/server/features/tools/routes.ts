import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ToolDetailResponse, ToolListQuery, ToolListResponse } from '../../../shared/tools.js';
import type { AppContext } from '../../context.js';
import { getToolDetail, listTools } from './service.js';

export const toolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { querystring: ToolListQuery, response: { 200: ToolListResponse } };

    app.get('/api/tools', { config: { access: 'member' }, schema: list }, (request) =>
      listTools(ctx.db, ctx.dialect, request.query),
    );

    // The public showcase (SPEC §2) lists the same tools to visitors.
    app.get('/api/showcase/tools', { config: { access: 'public' }, schema: list }, (request) =>
      listTools(ctx.db, ctx.dialect, request.query),
    );

    app.get(
      '/api/tools/:id',
      {
        config: { access: 'member' },
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: ToolDetailResponse },
        },
      },
      (request) => getToolDetail(ctx.db, request.params.id),
    );
  };
