import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditAction } from '../../../shared/admin.js';
import { IdParams } from '../../../shared/api.js';
import {
  AdminSuggestionListQuery,
  AdminSuggestionListResponse,
  AdminSuggestionResponse,
  SuggestionStatusRequest,
} from '../../../shared/suggestions.js';
import { senderOf, usernamesOf } from '../../admin/senders.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { listPage, presentPage } from '../../db/list.js';
import { presentSuggestion } from './presenter.js';
import { deleteSuggestion, setSuggestionStatus } from './admin-service.js';

// The Suggestions tab (docs/product.md#suggestions "Admin screens", "Suggestion").
export const suggestionAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;
    const write = (actorId: string, action: AuditAction) => ({
      actorId,
      resource: 'suggestions' as const,
      action,
    });

    app.get(
      '/api/admin/suggestions',
      {
        config: admin,
        schema: {
          querystring: AdminSuggestionListQuery,
          response: { 200: AdminSuggestionListResponse },
        },
      },
      async (request) => {
        const page = await listPage({
          db: ctx.db,
          dialect: ctx.dialect,
          table: 'suggestions',
          search: { columns: ['title', 'description', 'reason'] },
          query: request.query,
          equal: { status: request.query.status, type: request.query.type },
          sort: { newest: true },
        });
        const names = await usernamesOf(
          ctx.db,
          page.items.map((row) => row.user_id),
        );
        return presentPage(page, (row) => ({
          ...presentSuggestion(row),
          username: senderOf(names, row.user_id),
        }));
      },
    );

    app.patch(
      '/api/admin/suggestions/:id/status',
      {
        config: admin,
        schema: {
          params: IdParams,
          body: SuggestionStatusRequest,
          response: { 200: AdminSuggestionResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { status } = request.body;
        const actorId = currentUser(request).id;
        // approve, reject or complete, as the audit log reads.
        const action = (
          { approved: 'approve', rejected: 'reject', completed: 'complete' } as const
        )[status];
        const after = await recordedWrite(
          { ...ctx, log: request.log },
          write(actorId, action),
          async (trx) => {
            const change = await setSuggestionStatus({ trx, id, status, now: ctx.now() });
            return { result: change.after, targetId: id, ...change };
          },
        );
        const names = await usernamesOf(ctx.db, [after.user_id]);
        return { ...presentSuggestion(after), username: senderOf(names, after.user_id) };
      },
    );

    app.delete(
      '/api/admin/suggestions/:id',
      { config: admin, schema: { params: IdParams } },
      async (request, reply) => {
        const actorId = currentUser(request).id;
        await recordedWrite({ ...ctx, log: request.log }, write(actorId, 'delete'), async (trx) => {
          const before = await deleteSuggestion({ db: trx, id: request.params.id });
          return { result: null, targetId: before.id, before };
        });
        return reply.status(204).send();
      },
    );
  };
