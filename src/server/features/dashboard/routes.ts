import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardResponse } from '../../../shared/dashboard.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { presentDashboard } from './presenter.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { readDashboard } from './service.js';
import { dismissStart } from './start.js';

// docs/product.md#dashboard /dashboard in one request; the member is always the session's, never the request's.
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/dashboard',
      { config: { access: 'member' }, schema: { response: { 200: DashboardResponse } } },
      async (request) => {
        const data = await readDashboard({
          db: ctx.db,
          dialect: ctx.dialect,
          userId: currentUser(request).id,
        });
        return presentDashboard(data, ctx.now());
      },
    );

    // Issue 19: the member closes the "Mula di sini" card for good.
    app.post(
      '/api/me/start-card/dismiss',
      {
        config: { access: 'member', memberLimit: RATE_RULES.statusUser },
        schema: { response: { 204: z.null() } },
      },
      async (request, reply) => {
        await dismissStart({ db: ctx.db, userId: currentUser(request).id, now: ctx.now() });
        return reply.status(204).send(null);
      },
    );
  };
