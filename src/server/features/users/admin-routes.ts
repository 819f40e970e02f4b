import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminNotifications,
  AdminUserResponse,
  BulkUserStatusRequest,
  BulkUserStatusResponse,
  CreateUserRequest,
  CreateUserResponse,
  UserOrderNumberRequest,
  UserStatusRequest,
  type AuditAction,
} from '../../../shared/admin.js';
import { IdParams } from '../../../shared/api.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import { WELCOME_LINK_TTL_MS, issueResetLink } from '../../auth/reset-links.js';
import type { AppContext } from '../../context.js';
import { listPage, presentPage } from '../../db/list.js';
import { inRecipientLanguage } from '../../i18n/request-language.js';
import { accountCreatedMail } from '../../mail/templates.js';
import { presentAdminUser } from './presenter.js';
import {
  createUser,
  deleteUser,
  registrationMailsOn,
  setOrderNumber,
  setUserStatus,
} from './service.js';
import { mailDecision } from './status-mail.js';

// The Users tab (docs/product.md#admin-panel Account status, Add User).
export const userAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;
    const firstAdmin = ctx.config.admin.username;
    const present = (row: Parameters<typeof presentAdminUser>[0]['row']) =>
      presentAdminUser({ row, firstAdmin });
    const write = (actorId: string, action: AuditAction) => ({
      actorId,
      resource: 'users' as const,
      action,
    });

    app.get(
      '/api/admin/users',
      {
        config: admin,
        schema: { querystring: AdminUserListQuery, response: { 200: AdminUserListResponse } },
      },
      async (request) => {
        const page = await listPage({
          db: ctx.db,
          dialect: ctx.dialect,
          table: 'users',
          search: { columns: ['username', 'email', 'order_number'] },
          query: request.query,
          equal: { status: request.query.status },
          sort:
            request.query.sort === 'active'
              ? { newest: true, column: 'last_active_at' }
              : { newest: true },
        });
        return presentPage(page, present);
      },
    );

    app.post(
      '/api/admin/users',
      {
        config: admin,
        schema: { body: CreateUserRequest, response: { 201: CreateUserResponse } },
      },
      async (request, reply) => {
        const input = request.body;
        const { user, link } = await recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, 'create'),
          async (trx) => {
            const created = present(await createUser({ db: trx, input, now: ctx.now() }));
            const setPasswordLink = await issueResetLink(trx, {
              userId: created.id,
              publicUrl: ctx.config.publicUrl,
              now: ctx.now(),
              ttlMs: WELCOME_LINK_TTL_MS,
            });
            return {
              result: { user: created, link: setPasswordLink },
              targetId: created.id,
              after: created,
            };
          },
        );
        // docs/product.md#admin-panel: the account stands when the mail cannot go out; the admin is told so.
        const emailSent = await ctx.mailer
          .send(
            // A new account has no language of its own yet: the operator's default.
            inRecipientLanguage(null, ctx.config.interfaceLanguage, () =>
              accountCreatedMail(input.email, {
                username: input.username,
                link,
                appUrl: ctx.config.publicUrl,
              }),
            ),
          )
          .then(() => true)
          .catch((err: unknown) => {
            request.log.error({ err }, 'welcome mail failed');
            return false;
          });
        const message = emailSent ? ADMIN_MESSAGES.userCreated : ADMIN_MESSAGES.userCreatedNoMail;
        return reply.status(201).send({ user, emailSent, message });
      },
    );

    app.patch(
      '/api/admin/users/:id/status',
      {
        config: admin,
        schema: { params: IdParams, body: UserStatusRequest, response: { 200: AdminUserResponse } },
      },
      async (request) => {
        const { status } = request.body;
        const decided = await recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, status === 'approved' ? 'approve' : 'decline'),
          async (trx) => {
            const change = await setUserStatus({
              db: trx,
              id: request.params.id,
              status,
              now: ctx.now(),
            });
            const before = present(change.before);
            const after = present(change.after);
            return { result: after, targetId: request.params.id, before, after };
          },
        );
        void mailDecision({ ctx, log: request.log, account: decided });
        return decided;
      },
    );

    // Issue 33: the order number that matches a member's payment, set or cleared by an admin.
    app.patch(
      '/api/admin/users/:id/order-number',
      {
        config: admin,
        schema: {
          params: IdParams,
          body: UserOrderNumberRequest,
          response: { 200: AdminUserResponse },
        },
      },
      async (request) =>
        recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, 'update'),
          async (trx) => {
            const change = await setOrderNumber({
              db: trx,
              id: request.params.id,
              orderNumber: request.body.orderNumber,
              now: ctx.now(),
            });
            const before = present(change.before);
            const after = present(change.after);
            return { result: after, targetId: request.params.id, before, after };
          },
        ),
    );

    // Issue 23: several pending accounts at once, all or none (one of them decided meanwhile by
    // another admin: none is, and the admin is told). Each is audited and mailed as one is.
    app.post(
      '/api/admin/users/decisions',
      {
        config: admin,
        schema: { body: BulkUserStatusRequest, response: { 200: BulkUserStatusResponse } },
      },
      async (request) => {
        const { ids, status } = request.body;
        const users = await recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, status === 'approved' ? 'approve' : 'decline'),
          async (trx) => {
            const entries = [];
            const decided = [];
            for (const id of ids) {
              const change = await setUserStatus({ db: trx, id, status, now: ctx.now() });
              const after = present(change.after);
              entries.push({ targetId: id, before: present(change.before), after });
              decided.push(after);
            }
            return { result: decided, targetId: null, entries };
          },
        );
        for (const user of users) void mailDecision({ ctx, log: request.log, account: user });
        return { users };
      },
    );

    app.get(
      '/api/admin/me/notifications',
      { config: admin, schema: { response: { 200: AdminNotifications } } },
      async (request) => ({
        registrations: await registrationMailsOn({ db: ctx.db, adminId: currentUser(request).id }),
      }),
    );

    app.put(
      '/api/admin/me/notifications',
      {
        config: admin,
        schema: { body: AdminNotifications, response: { 200: AdminNotifications } },
      },
      async (request) => {
        await ctx.db
          .updateTable('users')
          .set({ notify_registrations: request.body.registrations ? 1 : 0 })
          .where('id', '=', currentUser(request).id)
          .execute();
        return request.body;
      },
    );

    app.delete(
      '/api/admin/users/:id',
      { config: admin, schema: { params: IdParams } },
      async (request, reply) => {
        const actorId = currentUser(request).id;
        await recordedWrite({ ...ctx, log: request.log }, write(actorId, 'delete'), async (trx) => {
          const user = await deleteUser({ db: trx, id: request.params.id, actorId, firstAdmin });
          return { result: null, targetId: user.id, before: present(user) };
        });
        return reply.status(204).send();
      },
    );
  };
