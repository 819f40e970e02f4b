import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AdminStatsResponse } from '../../../shared/admin.js';
import type { AppContext } from '../../context.js';

// The statistic cards of /admin (docs/product.md#admin-panel): one round trip of count-only subqueries.
export const statsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/stats',
      { config: { access: 'admin' }, schema: { response: { 200: AdminStatsResponse } } },
      async () => {
        const count = (table: string, where = sql``) =>
          sql<number>`(select count(*) from ${sql.table(table)} ${where})`;
        const { rows } = await sql<AdminStatsResponse>`select
            ${count('users')} as "totalUsers",
            ${count('users', sql`where status = 'pending'`)} as "pendingUsers",
            ${count('tools')} as "tools",
            ${count('tutorials')} as "tutorials",
            ${count('workflows')} as "workflows",
            ${count('categories')} as "categories"`.execute(ctx.db);
        const [row] = rows;
        return Object.fromEntries(
          Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]),
        ) as AdminStatsResponse;
      },
    );
  };
