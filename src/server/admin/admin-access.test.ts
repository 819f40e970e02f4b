import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';

const t = useTestApp();

/** Every registered admin route, with its path parameters filled in. */
const adminCalls = () =>
  t()
    .app.apiRoutes.filter((route) => route.access === 'admin')
    .map((route) => ({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
      url: route.url.replace(/:[a-zA-Z]+/g, randomUUID()),
    }));

// Counts of what an admin write could change: a refused call must leave them as they were.
const state = async () => {
  const db = t().db;
  const count = async (table: 'users' | 'tools' | 'audit_log') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirst())?.n);
  return {
    users: await count('users'),
    tools: await count('tools'),
    audit: await count('audit_log'),
  };
};

describe('admin routes (docs/product.md#roles-and-access: checked on the server)', () => {
  it('are registered for every tab of the panel', () => {
    const urls = new Set(adminCalls().map((c) => c.url.replace(/[0-9a-f-]{36}/g, ':id')));
    for (const url of [
      '/api/admin/stats',
      '/api/admin/events',
      '/api/admin/users',
      '/api/admin/users/:id/status',
      '/api/admin/tools',
      '/api/admin/tools/:id',
      '/api/admin/feedback',
      '/api/admin/feedback/:id',
      '/api/admin/suggestions',
      '/api/admin/suggestions/:id',
      '/api/admin/suggestions/:id/status',
      '/api/admin/categories',
      '/api/admin/categories/:id',
      '/api/admin/learning-path',
    ]) {
      expect(urls, url).toContain(url);
    }
  });

  // Visitors, members, pending and declined accounts on every route, and foreign-origin writes:
  // security/access-matrix.test.ts. Here: the admin role alone opens nothing.
  it('refuse an admin account that is no longer approved, changing nothing', async () => {
    const demoted = await t().createUser({ role: 'admin' });
    const cookie = await t().cookieFor(demoted);
    await t()
      .db.updateTable('users')
      .set({ status: 'declined' })
      .where('id', '=', demoted.id)
      .execute();
    const before = await state();

    const as = t().as(cookie);
    for (const call of adminCalls()) {
      const res = await as[call.method](call.url, call.method === 'get' ? undefined : {});
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().error.code).toBe('account_not_approved');
    }
    expect(await state()).toEqual(before);
  });
});
