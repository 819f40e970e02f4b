import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import { WorkflowCompletion } from '../../../shared/workflow-runs.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { addContentRoutes } from '../../content/routes.js';
import { WORKFLOW } from '../../content/workflows.js';
import type { AppContext } from '../../context.js';
import { completeWorkflow } from './service.js';

export const workflowRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    addContentRoutes(app, ctx, { content: WORKFLOW });

    app.post(
      '/api/workflows/:id/complete',
      {
        config: { access: 'member', memberLimit: RATE_RULES.workflowCompleteUser },
        schema: { params: IdParams, response: { 200: WorkflowCompletion } },
      },
      async (request) =>
        // The member comes from the session, never from the body.
        completeWorkflow({
          db: ctx.db,
          dialect: ctx.dialect,
          userId: currentUser(request).id,
          workflowId: request.params.id,
          now: ctx.now(),
        }),
    );
  };
