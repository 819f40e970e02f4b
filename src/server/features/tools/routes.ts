import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TOOL_MESSAGES,
  ToolDetailResponse,
  ToolListQuery,
  ToolListResponse,
  ToolLookupQuery,
  ToolLookupResponse,
} from '../../../shared/tools.js';
import { addContentRoutes } from '../../content/routes.js';
import { listContent } from '../../content/service.js';
import { TOOL, presentTool, presentToolCard } from '../../content/tools.js';
import type { AppContext } from '../../context.js';
import { presentPage } from '../../db/list.js';
import { notFound } from '../../http/errors.js';
import { findToolByName, getToolDetail } from './service.js';

export const toolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    addContentRoutes(app, ctx, {
      content: TOOL,
      list: { querystring: ToolListQuery, response: ToolListResponse },
      detail: {
        response: ToolDetailResponse,
        read: async (id) => {
          const detail = await getToolDetail({ db: ctx.db, id });
          return {
            ...detail,
            tool: presentTool(detail.tool),
            similar: detail.similar.map(presentToolCard),
          };
        },
      },
    });

    // The public showcase (docs/product.md#tools) lists the same tools to visitors.
    app.get(
      '/api/showcase/tools',
      {
        config: { access: 'public', sharedAnswer: true },
        schema: { querystring: ToolListQuery, response: { 200: ToolListResponse } },
      },
      async (request) =>
        presentPage(
          await listContent({
            db: ctx.db,
            dialect: ctx.dialect,
            content: TOOL,
            query: request.query,
          }),
          presentToolCard,
        ),
    );

    app.get(
      '/api/tools/lookup',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { querystring: ToolLookupQuery, response: { 200: ToolLookupResponse } },
      },
      async (request) => {
        const tool = await findToolByName({ db: ctx.db, name: request.query.name });
        if (!tool) throw notFound(TOOL_MESSAGES.notFound);
        return tool;
      },
    );
  };
