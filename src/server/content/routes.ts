// The member list and detail routes every content kind has, from its definition
// (docs/architecture.md#content-definitions): `GET /api/{table}` (cards, searched, filtered, a
// member's saved ones with `saved=1`) and `GET /api/{table}/:id`. A feature adds its own routes
// beside them.
import type { FastifyRequest } from 'fastify';
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
  /** A path where visitors get the same list (the tools showcase, docs/product.md#tools). */
  showcase?: string;
  /** A detail answer other than the item itself (a tool's similar tools, a tutorial's tools). */
  detail?: {
    response: z.ZodType;
    read: (id: string) => Promise<unknown>;
  };
}

export function addContentRoutes(
  app: App,
  ctx: AppContext,
  { content, showcase, detail }: ContentRoutes,
) {
  const { listQuery, listPage, item } = content.contracts;
  const base = `/api/${content.table}`;
  /** `mine`: the member's list, which may be of their saved items (`saved=1`). */
  const list = (mine: boolean) => async (request: FastifyRequest) => {
    const query = request.query as Parameters<typeof listContent>[0]['query'];
    const savedBy = mine
      ? savedFilterOf(request as Parameters<typeof savedFilterOf>[0])
      : undefined;
    const page = await listContent({ db: ctx.db, dialect: ctx.dialect, content, query, savedBy });
    return presentPage(page, content.presentCard);
  };
  const listSchema = { querystring: listQuery, response: { 200: listPage } };
  app.get(
    base,
    { config: { access: 'member', sharedAnswer: sharedUnlessSaved }, schema: listSchema },
    list(true),
  );
  if (showcase)
    app.get(
      showcase,
      { config: { access: 'public', sharedAnswer: true }, schema: listSchema },
      list(false),
    );
  app.get(
    `${base}/:id`,
    {
      config: { access: 'member', sharedAnswer: true },
      schema: { params: IdParams, response: { 200: detail?.response ?? item } },
    },
    async (request) =>
      detail
        ? detail.read(request.params.id)
        : content.present(await readContent({ db: ctx.db, content, id: request.params.id })),
  );
}
