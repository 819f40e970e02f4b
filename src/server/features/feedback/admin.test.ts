import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_ADMIN_MESSAGES as M } from '../../../shared/feedback.js';
import { buildFeedback } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';
import { countChangesOf } from '../../test/changes.js';

const t = useTestApp();
const URL = '/api/admin/feedback';

let admin: string;
beforeAll(async () => {
  admin = await t().admin();
});
const heardFeedback = countChangesOf(t, 'feedback');

/** Inserts rows (a minute apart, oldest first), returning them. */
const insertFeedback = (...overrides: Parameters<typeof buildFeedback>[0][]) =>
  t().insert('feedback', buildFeedback, ...overrides);

const list = async (query: string) => {
  const res = await t().as(admin).get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string }[]; total: number; nextCursor: string | null };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const rowOf = (id: string) =>
  t().db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: string) =>
  t().db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();

describe('GET /api/admin/feedback', () => {
  it('lists newest first with the sender’s username, or null when anonymous', async () => {
    const member = await t().createUser();
    const word = `senarai${randomUUID().slice(0, 6)}`;
    const [older, newer] = await insertFeedback(
      { message: `${word} tanpa nama` },
      {
        message: `${word} daripada ahli`,
        user_id: member.id,
        feedback_type: 'like',
        admin_notes: 'Sudah dibaca',
      },
    );
    const page = await list(`q=${word}`);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: newer!.id,
        userId: member.id,
        username: member.username,
        feedbackType: 'like',
        message: `${word} daripada ahli`,
        pageUrl: '/tools',
        userAgent: 'Mozilla/5.0 (Ujian)',
        status: 'new',
        adminNotes: 'Sudah dibaca',
        createdAt: newer!.created_at,
        updatedAt: newer!.updated_at,
      },
      expect.objectContaining({ id: older!.id, userId: null, username: null }),
    ]);
  });

  it('finds words in the message or the page, whatever their case', async () => {
    const word = `cari${randomUUID().slice(0, 6)}`;
    const [inMessage, inPage] = await insertFeedback(
      { message: `Butang ${word.toUpperCase()} rosak` },
      { message: 'Lain', page_url: `/learning?q=${word}` },
      { message: 'Tiada kaitan' },
    );
    expect(ids(await list(`q=${word}`))).toEqual([inPage!.id, inMessage!.id]);
  });

  it('filters by status and type; all means no filter', async () => {
    const word = `tapis${randomUUID().slice(0, 6)}`;
    const [newBug, readLike, resolvedBug] = await insertFeedback(
      { message: word, status: 'new', feedback_type: 'bug' },
      { message: word, status: 'read', feedback_type: 'like' },
      { message: word, status: 'resolved', feedback_type: 'bug' },
    );
    expect(ids(await list(`q=${word}&status=new`))).toEqual([newBug!.id]);
    expect(ids(await list(`q=${word}&type=bug`))).toEqual([resolvedBug!.id, newBug!.id]);
    expect(ids(await list(`q=${word}&type=bug&status=resolved`))).toEqual([resolvedBug!.id]);
    expect(ids(await list(`q=${word}&type=like&status=resolved`))).toEqual([]);
    expect((await list(`q=${word}&status=all&type=all`)).total).toBe(3);
    expect(ids(await list(`q=${word}&status=read&type=all`))).toEqual([readLike!.id]);
  });

  it('pages with a cursor, newest first', async () => {
    const word = `halaman${randomUUID().slice(0, 6)}`;
    const rows = await insertFeedback({ message: word }, { message: word }, { message: word });
    const first = await list(`q=${word}&limit=2`);
    expect(first.total).toBe(3);
    expect(ids(first)).toEqual([rows[2]!.id, rows[1]!.id]);
    const second = await list(`q=${word}&limit=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([rows[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['an unknown status', 'status=done', 'status', M.statusInvalid],
    ['an unknown type', 'type=praise', 'type', M.typeInvalid],
  ])('refuses %s', async (_name, query, field, message) => {
    const res = await t().as(admin).get(`${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    });
  });
});

describe('PATCH /api/admin/feedback/:id', () => {
  it('sets a status, audits it and announces the change', async () => {
    const member = await t().createUser();
    const [item] = await insertFeedback({ user_id: member.id });
    const before = heardFeedback();
    t().clock.current = new Date('2025-06-07T08:09:10.000Z');
    const res = await t().as(admin).patch(`${URL}/${item!.id}`, { status: 'read' });
    t().clock.current = new Date();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: item!.id,
      username: member.username,
      status: 'read',
      adminNotes: null,
      createdAt: item!.created_at,
      updatedAt: '2025-06-07T08:09:10.000Z',
    });
    expect(await rowOf(item!.id)).toMatchObject({ status: 'read', admin_notes: null });
    await expect.poll(heardFeedback).toBeGreaterThan(before);

    const [audit] = await auditOf(item!.id);
    expect(audit).toMatchObject({ action: 'update', target_type: 'feedback' });
    expect(audit?.actor_id).toEqual(expect.any(String));
    const details = JSON.parse(audit!.details!);
    expect(details.before).toMatchObject({ status: 'new' });
    expect(details.after).toMatchObject({ status: 'read' });
  });

  it('sets any status directly, forwards or back (docs/product.md#feedback)', async () => {
    const [item] = await insertFeedback({});
    for (const status of ['resolved', 'new', 'in_progress', 'read', 'new']) {
      const res = await t().as(admin).patch(`${URL}/${item!.id}`, { status });
      expect(res.statusCode, status).toBe(200);
      expect((await rowOf(item!.id)).status).toBe(status);
    }
    expect(await auditOf(item!.id)).toHaveLength(5);
  });

  it('saves notes, trimmed, keeping the current status', async () => {
    const [item] = await insertFeedback({ status: 'in_progress' });
    const res = await t()
      .as(admin)
      .patch(`${URL}/${item!.id}`, { adminNotes: '  Sedang dibaiki  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', adminNotes: 'Sedang dibaiki' });
    expect(await rowOf(item!.id)).toMatchObject({
      status: 'in_progress',
      admin_notes: 'Sedang dibaiki',
    });
  });

  it('saves a status and notes together, and clears notes that are emptied', async () => {
    const [item] = await insertFeedback({ admin_notes: 'Lama' });
    const both = await t()
      .as(admin)
      .patch(`${URL}/${item!.id}`, { status: 'resolved', adminNotes: 'Selesai' });
    expect(both.json()).toMatchObject({ status: 'resolved', adminNotes: 'Selesai' });
    const cleared = await t().as(admin).patch(`${URL}/${item!.id}`, { adminNotes: '   ' });
    expect(cleared.json()).toMatchObject({ status: 'resolved', adminNotes: null });
    const viaNull = await t().as(admin).patch(`${URL}/${item!.id}`, { adminNotes: null });
    expect(viaNull.statusCode).toBe(200);
    expect((await rowOf(item!.id)).admin_notes).toBeNull();
  });

  it('takes notes of exactly 2000 characters', async () => {
    const [item] = await insertFeedback({});
    const notes = 'n'.repeat(2000);
    const res = await t()
      .as(admin)
      .patch(`${URL}/${item!.id}`, { adminNotes: ` ${notes} ` });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(item!.id)).admin_notes).toBe(notes);
  });

  it.each([
    ['nothing to save', {}, 'body', M.nothingToUpdate],
    ['an unknown status', { status: 'done' }, 'status', M.statusInvalid],
    ['notes of 2001 characters', { adminNotes: 'n'.repeat(2001) }, 'adminNotes', M.notesTooLong],
    ['notes that are not text', { adminNotes: 42 }, 'adminNotes', M.notesTooLong],
  ])('refuses %s, changing nothing', async (_name, body, field, message) => {
    const [item] = await insertFeedback({});
    const res = await t().as(admin).patch(`${URL}/${item!.id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect(res.json().error.fields[field]).toBe(message);
    expect(await rowOf(item!.id)).toEqual(item);
    expect(await auditOf(item!.id)).toEqual([]);
  });

  it('answers 404 for unknown feedback, writing no audit row', async () => {
    const id = randomUUID();
    const res = await t().as(admin).patch(`${URL}/${id}`, { status: 'read' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: M.notFound });
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets a member’s new feedback reach the admin list and refreshes it live', async () => {
    const { cookie } = await t().signedIn();
    const before = heardFeedback();
    const word = `hidup${randomUUID().slice(0, 6)}`;
    const sent = await t().as(cookie).post('/api/feedback', { type: 'dislike', message: word });
    expect(sent.statusCode).toBe(201);
    await expect.poll(heardFeedback).toBeGreaterThan(before);
    expect((await list(`q=${word}&status=new&type=dislike`)).total).toBe(1);
  });
});
