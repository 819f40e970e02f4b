import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_ADMIN_MESSAGES as M } from '../../../shared/suggestions.js';
import { buildSuggestion } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';
import { countChangesOf } from '../../test/changes.js';

const t = useTestApp();
const URL = '/api/admin/suggestions';

let admin: string;
beforeAll(async () => {
  admin = await t().admin();
});
const heardSuggestions = countChangesOf(t, 'suggestions');

/** Inserts rows (a minute apart, oldest first), returning them. */
const insertSuggestions = (...overrides: Parameters<typeof buildSuggestion>[0][]) =>
  t().insert('suggestions', buildSuggestion, ...overrides);
const one = async (override: Parameters<typeof buildSuggestion>[0] = {}) =>
  (await insertSuggestions(override))[0]!;

const list = async (query: string) => {
  const res = await t().as(admin).get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string }[]; total: number };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const statusOf = async (id: string) =>
  (await t().db.selectFrom('suggestions').select('status').where('id', '=', id).executeTakeFirst())
    ?.status;
const auditOf = (id: string) =>
  t().db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
const setStatus = (id: string, status: unknown) =>
  t().as(admin).patch(`${URL}/${id}/status`, { status });

describe('GET /api/admin/suggestions', () => {
  it('lists newest first with the sender’s username', async () => {
    const member = await t().createUser();
    const word = `senarai${randomUUID().slice(0, 6)}`;
    const [older, newer] = await insertSuggestions(
      { title: `${word} lama` },
      { title: `${word} baru`, user_id: member.id, type: 'workflow', website: null },
    );
    const page = await list(`q=${word}`);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: newer!.id,
        userId: member.id,
        username: member.username,
        type: 'workflow',
        title: `${word} baru`,
        description: newer!.description,
        reason: newer!.reason,
        website: null,
        status: 'pending',
        createdAt: newer!.created_at,
        updatedAt: newer!.updated_at,
      },
      expect.objectContaining({ id: older!.id, userId: null, username: null }),
    ]);
  });

  it('finds words in the title, description or reason, whatever their case', async () => {
    const word = `cari${randomUUID().slice(0, 6)}`;
    const [title, description, reason] = await insertSuggestions(
      { title: word.toUpperCase() },
      { description: `Penerangan ${word} panjang` },
      { reason: `Sebab ${word} penting` },
      { website: `https://${word}.example` },
    );
    expect(ids(await list(`q=${word}`))).toEqual([reason!.id, description!.id, title!.id]);
  });

  it('filters by status; all means no filter', async () => {
    const word = `tapis${randomUUID().slice(0, 6)}`;
    const rows = await insertSuggestions(
      { title: word, status: 'pending' },
      { title: word, status: 'approved' },
      { title: word, status: 'completed' },
    );
    expect(ids(await list(`q=${word}&status=approved`))).toEqual([rows[1]!.id]);
    expect((await list(`q=${word}&status=all`)).total).toBe(3);
    expect((await list(`q=${word}&status=rejected`)).total).toBe(0);
    const bad = await t().as(admin).get(`${URL}?status=done`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: M.filterInvalid });
  });

  it('filters by type, prompts among them (issue 33); all means no filter', async () => {
    const word = `jenis${randomUUID().slice(0, 6)}`;
    const rows = await insertSuggestions(
      { title: word, type: 'prompt', website: null },
      { title: word, type: 'tool' },
    );
    const page = await list(`q=${word}&type=prompt`);
    expect(ids(page)).toEqual([rows[0]!.id]);
    expect(page.items[0]).toMatchObject({ type: 'prompt' });
    expect((await list(`q=${word}&type=all`)).total).toBe(2);
    expect((await list(`q=${word}&type=prompt&status=approved`)).total).toBe(0);
    const bad = await t().as(admin).get(`${URL}?type=video`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ type: M.typeFilterInvalid });
  });

  it('shows a member’s new suggestion, announced to open panels', async () => {
    const { user, cookie } = await t().signedIn();
    const before = heardSuggestions();
    const title = `Baru ${randomUUID().slice(0, 6)}`;
    const sent = await t().as(cookie).post('/api/suggestions', {
      type: 'tutorial',
      title,
      description: 'Tutorial tentang ejen AI.',
      reason: 'Ramai ahli bertanya.',
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(heardSuggestions).toBeGreaterThan(before);
    const page = await list(`q=${encodeURIComponent(title)}&status=pending`);
    expect(page.items).toEqual([expect.objectContaining({ title, username: user.username })]);
  });
});

describe('PATCH /api/admin/suggestions/:id/status (docs/product.md#suggestions)', () => {
  it('approves a pending suggestion, audits it and announces the change', async () => {
    const member = await t().createUser();
    const item = await one({ user_id: member.id });
    const before = heardSuggestions();
    t().clock.current = new Date('2025-06-07T08:09:10.000Z');
    const res = await setStatus(item.id, 'approved');
    t().clock.current = new Date();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      username: member.username,
      status: 'approved',
      updatedAt: '2025-06-07T08:09:10.000Z',
    });
    expect(await statusOf(item.id)).toBe('approved');
    await expect.poll(heardSuggestions).toBeGreaterThan(before);
    const [audit] = await auditOf(item.id);
    expect(audit).toMatchObject({ action: 'approve', target_type: 'suggestions' });
    const details = JSON.parse(audit!.details!);
    expect(details.before).toMatchObject({ status: 'pending' });
    expect(details.after).toMatchObject({ status: 'approved' });
  });

  it.each([
    ['pending', 'approved', 'approve'],
    ['pending', 'rejected', 'reject'],
    ['pending', 'completed', 'complete'],
    ['approved', 'completed', 'complete'],
    ['rejected', 'completed', 'complete'],
  ])('allows %s → %s', async (from, to, action) => {
    const item = await one({ status: from });
    const res = await setStatus(item.id, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(to);
    expect(await statusOf(item.id)).toBe(to);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual([action]);
  });

  it.each([
    ['approved', 'approved', M.onlyPending],
    ['approved', 'rejected', M.onlyPending],
    ['rejected', 'approved', M.onlyPending],
    ['rejected', 'rejected', M.onlyPending],
    ['completed', 'approved', M.completedIsFinal],
    ['completed', 'rejected', M.completedIsFinal],
    ['completed', 'completed', M.completedIsFinal],
  ])('refuses %s → %s with 409, changing nothing', async (from, to, message) => {
    const item = await one({ status: from });
    await t().changesSettled();
    const before = heardSuggestions();
    const res = await setStatus(item.id, to);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(message);
    expect(await statusOf(item.id)).toBe(from);
    expect(await auditOf(item.id)).toEqual([]);
    await t().changesSettled();
    expect(heardSuggestions()).toBe(before);
  });

  it.each([
    ['back to pending', 'pending'],
    ['an unknown status', 'done'],
    ['no status', undefined],
  ])('refuses %s with 400', async (_name, status) => {
    const item = await one({ status: 'completed' });
    const res = await setStatus(item.id, status);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: M.statusInvalid,
      fields: { status: M.statusInvalid },
    });
    expect(await statusOf(item.id)).toBe('completed');
  });

  it('answers 404 for an unknown suggestion, writing no audit row', async () => {
    const id = randomUUID();
    const res = await setStatus(id, 'completed');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: M.notFound });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('DELETE /api/admin/suggestions/:id', () => {
  it('deletes any suggestion, audits it and announces the change', async () => {
    for (const status of ['pending', 'completed']) {
      const item = await one({ status });
      const before = heardSuggestions();
      const res = await t().as(admin).delete(`${URL}/${item.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await statusOf(item.id)).toBeUndefined();
      await expect.poll(heardSuggestions).toBeGreaterThan(before);
      const [audit] = await auditOf(item.id);
      expect(audit).toMatchObject({ action: 'delete', target_type: 'suggestions' });
      expect(JSON.parse(audit!.details!).before).toMatchObject({ id: item.id, status });
    }
  });

  it('answers 404 for an unknown or already deleted suggestion', async () => {
    const item = await one();
    expect((await t().as(admin).delete(`${URL}/${item.id}`)).statusCode).toBe(204);
    const again = await t().as(admin).delete(`${URL}/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(M.notFound);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['delete']);
  });
});
