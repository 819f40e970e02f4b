import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateFeedbackRequest, FeedbackResponse } from '../../../shared/feedback.js';
import { announce } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { presentFeedback } from './presenter.js';
import { createFeedback } from './service.js';

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        // The button shows only to signed-in members (docs/product.md#feedback), so the call is theirs too.
        config: { access: 'member', memberLimit: RATE_RULES.feedbackUser },
        schema: { body: CreateFeedbackRequest, response: { 201: FeedbackResponse } },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const now = ctx.now();
        const row = await createFeedback({
          db: ctx.db,
          actor,
          input: request.body,
          // Taken from the request, never the body: it says which browser really sent it.
          userAgent: request.headers['user-agent'],
          now,
        });
        await announce({ ...ctx, log: request.log }, 'feedback');
        return reply.status(201).send(presentFeedback(row));
      },
    );
  };
