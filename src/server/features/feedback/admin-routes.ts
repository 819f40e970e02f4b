import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import {
  AdminFeedbackListQuery,
  AdminFeedbackListResponse,
  AdminFeedbackResponse,
  UpdateFeedbackRequest,
} from '../../../shared/feedback.js';
import { senderOf, usernamesOf } from '../../admin/senders.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { listPage, presentPage } from '../../db/list.js';
import { presentAdminFeedback } from './admin-presenter.js';
import { updateFeedback } from './admin-service.js';

// The Feedback tab (docs/product.md#feedback "Admin screens", "Feedback status").
export const feedbackAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;

    app.get(
      '/api/admin/feedback',
      {
        config: admin,
        schema: {
          querystring: AdminFeedbackListQuery,
          response: { 200: AdminFeedbackListResponse },
        },
      },
      async (request) => {
        const { status, type } = request.query;
        const page = await listPage({
          db: ctx.db,
          dialect: ctx.dialect,
          table: 'feedback',
          search: { columns: ['message', 'page_url'] },
          query: request.query,
          equal: { status, feedback_type: type },
          sort: { newest: true },
        });
        const names = await usernamesOf(
          ctx.db,
          page.items.map((row) => row.user_id),
        );
        return presentPage(page, (row) =>
          presentAdminFeedback({ row, username: senderOf(names, row.user_id) }),
        );
      },
    );

    app.patch(
      '/api/admin/feedback/:id',
      {
        config: admin,
        schema: {
          params: IdParams,
          body: UpdateFeedbackRequest,
          response: { 200: AdminFeedbackResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const write = {
          actorId: currentUser(request).id,
          resource: 'feedback' as const,
          action: 'update' as const,
        };
        const after = await recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
          const change = await updateFeedback({ trx, id, input: request.body, now: ctx.now() });
          return { result: change.after, targetId: id, ...change };
        });
        const names = await usernamesOf(ctx.db, [after.user_id]);
        return presentAdminFeedback({ row: after, username: senderOf(names, after.user_id) });
      },
    );
  };
