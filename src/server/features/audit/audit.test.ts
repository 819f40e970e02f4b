import { describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../../shared/admin.js';
import { useTestApp } from '../../test/app.js';

// Issue 23: the audit log in the panel, on both engines.

const t = useTestApp();

describe('GET /api/admin/audit', () => {
  it('lists admin writes newest first with who, what, which item and when; filtered and paged', async () => {
    const first = await t().signedIn({ role: 'admin' });
    const second = await t().signedIn({ role: 'admin' });
    const start = t().clock.current;
    const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
    try {
      t().clock.current = at(-40);
      const old = await t()
        .as(first.cookie)
        .post('/api/admin/categories', { name: `Audit Lama ${start.getTime()}` });
      expect(old.statusCode).toBe(201);
      t().clock.current = at(0);
      const made = await t()
        .as(second.cookie)
        .post('/api/admin/categories', { name: `Audit Baru ${start.getTime()}` });
      const id = made.json().id as string;
      t().clock.current = new Date(at(0).getTime() + 1000);
      await t()
        .as(second.cookie)
        .put(`/api/admin/categories/${id}`, { name: `Audit Baru2 ${start.getTime()}` });

      const admin = t().as(second.cookie);
      const mine = await admin.get(`/api/admin/audit?actor=${second.user.id}`);
      expect(mine.statusCode, mine.body).toBe(200);
      const items = mine.json().items as AuditEntryResponse[];
      expect(items.map((e) => [e.action, e.resource, e.targetId, e.actorName])).toEqual([
        ['update', 'categories', id, second.user.username],
        ['create', 'categories', id, second.user.username],
      ]);
      expect(JSON.parse(items[0]!.details!)).toMatchObject({
        before: { name: `Audit Baru ${start.getTime()}` },
        after: { name: `Audit Baru2 ${start.getTime()}` },
      });

      const updates = await admin.get(`/api/admin/audit?actor=${second.user.id}&action=update`);
      expect(updates.json().items).toHaveLength(1);
      const recent = await admin.get(`/api/admin/audit?actor=${first.user.id}&days=30`);
      expect(recent.json().items).toEqual([]);
      const ever = await admin.get(`/api/admin/audit?actor=${first.user.id}&resource=categories`);
      expect(ever.json().items).toHaveLength(1);

      const page = await admin.get(`/api/admin/audit?actor=${second.user.id}&limit=1`);
      expect(page.json().items).toHaveLength(1);
      const next = await admin.get(
        `/api/admin/audit?actor=${second.user.id}&limit=1&cursor=${encodeURIComponent(page.json().nextCursor)}`,
      );
      expect(next.json().items[0].action).toBe('create');

      const actors = await admin.get('/api/admin/audit/actors');
      const ids = actors.json().items.map((a: { id: string }) => a.id);
      expect(ids).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
    } finally {
      t().clock.current = start;
    }
  });

  it('refuses unknown filters with a clear 400', async () => {
    const admin = t().as(await t().admin());
    for (const [query, message] of [
      ['days=5', 'days must be 7, 30 or 90'],
      ['resource=passwords', 'resource is not known'],
    ]) {
      const res = await admin.get(`/api/admin/audit?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});
