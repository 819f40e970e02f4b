import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import {
  TOOL_MESSAGES,
  ToolDetailResponse,
  ToolListQuery,
  ToolListResponse,
  ToolLookupQuery,
  ToolLookupResponse,
} from '../../../shared/tools.js';
import { savedFilterOf, sharedUnlessSaved } from '../../activity/saved.js';
import type { AppContext } from '../../context.js';
import { presentPage } from '../../db/list.js';
import { notFound } from '../../http/errors.js';
import { presentTool, presentToolCard } from './presenter.js';
import { findToolByName, getToolDetail, listTools } from './service.js';

export const toolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { querystring: ToolListQuery, response: { 200: ToolListResponse } };

    app.get(
      '/api/tools',
      { config: { access: 'member', sharedAnswer: sharedUnlessSaved }, schema: list },
      async (request) =>
        presentPage(
          await listTools(ctx.db, ctx.dialect, request.query, savedFilterOf(request)),
          presentToolCard,
        ),
    );

    // The public showcase (docs/product.md#tools) lists the same tools to visitors.
    app.get(
      '/api/showcase/tools',
      { config: { access: 'public', sharedAnswer: true }, schema: list },
      async (request) =>
        presentPage(await listTools(ctx.db, ctx.dialect, request.query), presentToolCard),
    );

    app.get(
      '/api/tools/lookup',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { querystring: ToolLookupQuery, response: { 200: ToolLookupResponse } },
      },
      async (request) => {
        const tool = await findToolByName(ctx.db, request.query.name);
        if (!tool) throw notFound(TOOL_MESSAGES.notFound);
        return tool;
      },
    );

    app.get(
      '/api/tools/:id',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { params: IdParams, response: { 200: ToolDetailResponse } },
      },
      async (request) => {
        const detail = await getToolDetail(ctx.db, request.params.id);
        return {
          ...detail,
          tool: presentTool(detail.tool),
          similar: detail.similar.map(presentToolCard),
        };
      },
    );
  };
