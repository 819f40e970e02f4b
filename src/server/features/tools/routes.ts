import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TOOL_MESSAGES,
  ToolDetailResponse,
  ToolLookupQuery,
  ToolLookupResponse,
} from '../../../shared/tools.js';
import { addContentRoutes } from '../../content/routes.js';
import { TOOL, presentTool, presentToolCard } from '../../content/tools.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { findToolByName, getToolDetail } from './service.js';

export const toolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    addContentRoutes(app, ctx, {
      content: TOOL,
      // The public showcase (docs/product.md#tools) lists the same tools to visitors.
      showcase: '/api/showcase/tools',
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
