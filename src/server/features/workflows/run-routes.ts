import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../shared/api.js';
import { WorkflowRunRequest, WorkflowRunResponse } from '../../../shared/workflow-runs.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { deleteRun, readRun, saveRun } from './run-service.js';

// Issue 19: the member's own run of a workflow; the member is always the session's.
export const workflowRunRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const path = '/api/me/workflow-runs/:id';
    const member = (request: { params: { id: string } }, userId: string) => ({
      db: ctx.db,
      userId,
      workflowId: request.params.id,
    });

    app.get(
      path,
      {
        config: { access: 'member' },
        schema: { params: IdParams, response: { 200: WorkflowRunResponse } },
      },
      async (request) => ({
        run: await readRun({ ...member(request, currentUser(request).id), now: ctx.now() }),
      }),
    );

    app.put(
      path,
      {
        config: { access: 'member', memberLimit: RATE_RULES.workflowRunUser },
        schema: {
          params: IdParams,
          body: WorkflowRunRequest,
          response: { 200: WorkflowRunResponse },
        },
      },
      async (request) => ({
        run: await saveRun({
          ...member(request, currentUser(request).id),
          state: request.body,
          now: ctx.now(),
        }),
      }),
    );

    app.delete(
      path,
      {
        config: { access: 'member', memberLimit: RATE_RULES.workflowRunUser },
        schema: { params: IdParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteRun(member(request, currentUser(request).id));
        return reply.status(204).send(null);
      },
    );
  };
