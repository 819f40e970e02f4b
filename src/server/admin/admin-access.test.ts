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

describe('admin routes (DESIGN §7.5: checked on the server)', () => {
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

  it('answer 401 to a visitor and 403 to a member, changing nothing', async () => {
    const member = await t().member();
    // An admin account that is no longer approved is refused like any other.
    const demoted = await t().createUser({ role: 'admin' });
    const demotedCookie = await t().cookieFor(demoted);
    await t()
      .db.updateTable('users')
      .set({ status: 'declined' })
      .where('id', '=', demoted.id)
      .execute();
    const before = await state();

    for (const call of adminCalls()) {
      const label = `${call.method} ${call.url}`;
      const visitor = await t().as(null)[call.method](call.url, {});
      expect(visitor.statusCode, label).toBe(401);
      const asMember = await t().as(member)[call.method](call.url, {});
      expect(asMember.statusCode, label).toBe(403);
      expect(asMember.json().error.code, label).toBe('forbidden');
      const asDemoted = await t().as(demotedCookie)[call.method](call.url, {});
      expect(asDemoted.statusCode, label).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it('refuse an admin write from a foreign origin', async () => {
    const admin = await t().admin();
    const before = await state();
    const send = t().as(admin);
    for (const call of adminCalls().filter((c) => c.method !== 'get')) {
      const res = await send[call.method](call.url, {}, { origin: 'https://jahat.example' });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().error.code).toBe('foreign_origin');
    }
    expect(await state()).toEqual(before);
  });
});
