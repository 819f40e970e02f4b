import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import {
  AuditActorsResponse,
  AuditListQuery,
  AuditListResponse,
  type AuditEntryResponse,
} from '../../../shared/admin.js';
import type { AppContext } from '../../context.js';
import { listPage } from '../../db/list.js';

const DAY_MS = 86_400_000;

/**
 * Issue 23: the audit log in the panel — who did what to which item, when — newest first,
 * filtered by admin, action, resource and period, 24 at a time. Admins only.
 */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;

    app.get(
      '/api/admin/audit',
      {
        config: admin,
        schema: { querystring: AuditListQuery, response: { 200: AuditListResponse } },
      },
      async (request) => {
        const { actor, action, resource, days } = request.query;
        const since = days ? new Date(ctx.now().getTime() - Number(days) * DAY_MS) : null;
        const page = await listPage({
          db: ctx.db,
          dialect: ctx.dialect,
          table: 'audit_log',
          search: { columns: ['action', 'target_id'] },
          query: request.query,
          equal: { actor_id: actor, action, target_type: resource },
          where: since ? [sql<SqlBool>`created_at >= ${since.toISOString()}`] : [],
          sort: { newest: true },
        });
        const ids = [...new Set(page.items.map((row) => row.actor_id).filter((id) => id !== null))];
        const names = new Map(
          ids.length === 0
            ? []
            : (
                await ctx.db
                  .selectFrom('users')
                  .select(['id', 'username'])
                  .where('id', 'in', ids)
                  .execute()
              ).map((u) => [u.id, u.username]),
        );
        return {
          ...page,
          items: page.items.map((row): AuditEntryResponse => ({
            id: row.id,
            actorId: row.actor_id,
            actorName: (row.actor_id && names.get(row.actor_id)) ?? null,
            action: row.action,
            resource: row.target_type,
            targetId: row.target_id,
            details: row.details,
            createdAt: row.created_at,
          })),
        };
      },
    );

    app.get(
      '/api/admin/audit/actors',
      { config: admin, schema: { response: { 200: AuditActorsResponse } } },
      async () => ({
        items: await ctx.db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('audit_log')
              .select('actor_id')
              .where('actor_id', 'is not', null)
              .distinct(),
          )
          .orderBy('username')
          .execute()
          .then((rows) => rows.map((r) => ({ id: r.id, username: r.username }))),
      }),
    );
  };
