import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import { WorkflowCompletion } from '../../../shared/workflow-runs.js';
import {
  WorkflowListQuery,
  WorkflowListResponse,
  WorkflowResponse,
} from '../../../shared/workflows.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { savedFilterOf, sharedUnlessSaved } from '../../activity/saved.js';
import type { AppContext } from '../../context.js';
import { presentPage } from '../../db/list.js';
import { presentWorkflow, presentWorkflowCard } from './presenter.js';
import { completeWorkflow, getWorkflow, listWorkflows } from './service.js';

export const workflowRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/workflows',
      {
        config: { access: 'member', sharedAnswer: sharedUnlessSaved },
        schema: { querystring: WorkflowListQuery, response: { 200: WorkflowListResponse } },
      },
      async (request) =>
        presentPage(
          await listWorkflows(ctx.db, ctx.dialect, request.query, savedFilterOf(request)),
          presentWorkflowCard,
        ),
    );

    app.get(
      '/api/workflows/:id',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { params: IdParams, response: { 200: WorkflowResponse } },
      },
      async (request) => presentWorkflow(await getWorkflow(ctx.db, request.params.id)),
    );

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
