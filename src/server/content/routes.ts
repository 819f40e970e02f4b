// The member list and detail routes every content kind has, from its definition
// (docs/architecture.md#content-definitions): `GET /api/{table}` (cards, searched, filtered, a
// member's saved ones with `saved=1`) and `GET /api/{table}/:id`. A feature adds its own routes
// beside them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParams } from '../../shared/api.js';
import { savedFilterOf, sharedUnlessSaved } from '../activity/saved.js';
import type { AppContext } from '../context.js';
import { presentPage } from '../db/list.js';
import type { AnyContentDefinition } from './definition.js';
import { listContent, readContent } from './service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface ContentRoutes {
  content: AnyContentDefinition;
  list: { querystring: z.ZodType; response: z.ZodType };
  detail: {
    response: z.ZodType;
    /** The detail's answer for an id; the whole item presented when left out. */
    read?: (id: string) => Promise<unknown>;
  };
}

export function addContentRoutes(app: App, ctx: AppContext, routes: ContentRoutes) {
  const { content, list, detail } = routes;
  const base = `/api/${content.table}`;
  app.get(
    base,
    {
      config: { access: 'member', sharedAnswer: sharedUnlessSaved },
      schema: { querystring: list.querystring, response: { 200: list.response } },
    },
    async (request) => {
      const query = request.query as Parameters<typeof listContent>[0]['query'];
      const savedBy = savedFilterOf(request as typeof request & { query: { saved?: string } });
      const page = await listContent({ db: ctx.db, dialect: ctx.dialect, content, query, savedBy });
      return presentPage(page, content.presentCard);
    },
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: 'member', sharedAnswer: true },
      schema: { params: IdParams, response: { 200: detail.response } },
    },
    async (request) =>
      detail.read
        ? detail.read(request.params.id)
        : content.present(await readContent({ db: ctx.db, content, id: request.params.id })),
  );
}
