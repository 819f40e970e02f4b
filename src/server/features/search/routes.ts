import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchMissesResponse, SearchQuery, SearchResponse } from '../../../shared/search.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { indexAllMarkedContent } from '../../db/word-search/index-entries.js';
import { flushMisses, listSearchMisses } from '../../activity/search-misses.js';
import { searchEverything } from './service.js';

/** Terms the operator's list of searches that found nothing shows at most. */
const MISSES_SHOWN = 100;

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', () => flushMisses(ctx.db));

    // docs/product.md#search-everything: the command palette's one search over all content,
    // searched as a member types; the limit stops a script, not a person (RATE_RULES.searchUser).
    app.get(
      '/api/search',
      {
        config: {
          access: 'member',
          memberLimit: [RATE_RULES.searchBurstUser, RATE_RULES.searchUser],
        },
        schema: { querystring: SearchQuery, response: { 200: SearchResponse } },
      },
      async (request) => {
        // Content changed since the last search is indexed first (one short read when none was), all of it.
        await indexAllMarkedContent(ctx.db);
        return searchEverything({
          db: ctx.db,
          dialect: ctx.dialect,
          query: request.query,
          userId: currentUser(request).id,
          now: ctx.now(),
        });
      },
    );

    app.get(
      '/api/admin/search-misses',
      {
        config: { access: 'admin' },
        schema: {
          querystring: z.object({}),
          response: { 200: SearchMissesResponse },
        },
      },
      async () => ({ items: await listSearchMisses({ db: ctx.db, limit: MISSES_SHOWN }) }),
    );
  };
