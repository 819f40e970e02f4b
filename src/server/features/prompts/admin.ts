import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { PromptStatsResponse } from '../../../shared/prompts.js';
import { contentCrud } from '../../admin/content.js';
import { PROMPT } from '../../content/prompts.js';
import type { AppContext } from '../../context.js';

/** The Prompts tab, Manage Prompts (docs/product.md#prompts prompt add and edit). */
export const promptAdmin = contentCrud(PROMPT);

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Manage Prompts stat cards: Total Prompts, Categories (distinct), This Week (docs/product.md#prompts). */
export const promptStatsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/prompts/stats',
      { config: { access: 'admin' }, schema: { response: { 200: PromptStatsResponse } } },
      async () => {
        const weekAgo = new Date(ctx.now().getTime() - WEEK_MS).toISOString();
        const row = await ctx.db
          .selectFrom('prompts')
          .select([
            sql<number>`count(*)`.as('total'),
            sql<number>`count(distinct category)`.as('categories'),
            sql<number>`count(case when created_at >= ${weekAgo} then 1 end)`.as('thisWeek'),
          ])
          .executeTakeFirstOrThrow();
        return {
          total: Number(row.total),
          categories: Number(row.categories),
          thisWeek: Number(row.thisWeek),
        };
      },
    );
  };
