import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  PROMPT_MESSAGES,
  PromptResponse,
  PromptStatsResponse,
  SavePromptRequest,
} from '../../../shared/prompts.js';
import type { CrudDefinition } from '../../admin/crud.js';
import type { AppContext } from '../../context.js';
import { toJson } from '../../db/helpers.js';
import { presentPrompt } from './presenter.js';
import { PROMPT_SEARCH } from './service.js';

/** The Prompts tab, Manage Prompts (docs/product.md#prompts prompt add and edit). */
export const promptAdmin: CrudDefinition<
  'prompts',
  SavePromptRequest,
  SavePromptRequest,
  PromptResponse
> = {
  resource: 'prompts',
  search: PROMPT_SEARCH,
  create: SavePromptRequest,
  update: SavePromptRequest,
  item: PromptResponse,
  present: presentPrompt,
  notFound: PROMPT_MESSAGES.notFound,
  toRow: (input) => ({
    title: input.title,
    description: input.description,
    prompt_text: input.promptText,
    category: input.category,
    difficulty: input.difficulty,
    image_url: input.imageUrl,
    tools: toJson(input.tools),
    usage_tips: toJson(input.usageTips),
    tags: toJson(input.tags),
  }),
};

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
