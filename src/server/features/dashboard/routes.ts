import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponse } from '../../../shared/dashboard.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { presentDashboard } from './presenter.js';
import { readDashboard } from './service.js';

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
  };
