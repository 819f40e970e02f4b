import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportsQuery, ReportsResponse } from '../../../shared/reports.js';
import type { AppContext } from '../../context.js';
import { buildReports } from './service.js';

/** Issue 23: the Laporan tab's reports for the last 7, 30 or 90 days. Admins only. */
export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports',
      {
        config: { access: 'admin' },
        schema: { querystring: ReportsQuery, response: { 200: ReportsResponse } },
      },
      async (request) =>
        buildReports({ db: ctx.db, days: Number(request.query.days), now: ctx.now() }),
    );
  };
