import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEARNING_PATH_MESSAGES as M } from '../../../shared/learning-path.js';
import { buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';
import { auditCount } from '../../test/audit.js';

// Issue 16: the learning path changed from a tutorial's card in the Tutorials tab (docs/product.md#learning-path "Admin
// adds at the lowest free position or removes it", the full path's message).

const t = useTestApp();
const ADMIN_URL = '/api/admin/learning-path';
const cardUrl = (id: string) => `${ADMIN_URL}/tutorials/${encodeURIComponent(id)}`;

let admin: string;
let tutorials: { id: string; title: string }[];
beforeAll(async () => {
  admin = await t().admin();
  tutorials = await t().insert(
    'tutorials',
    buildTutorial,
    ...['Satu', 'Dua', 'Tiga', 'Empat', 'Lima'].map((title) => ({ title: `Tutorial ${title}` })),
  );
});
beforeEach(async () => {
  await t().db.deleteFrom('learning_path').execute();
});

const id = (n: number) => tutorials[n]!.id;
const add = (tutorialId: string, cookie = admin) => t().as(cookie).post(cardUrl(tutorialId));
const remove = (tutorialId: string, cookie = admin) => t().as(cookie).delete(cardUrl(tutorialId));
const rows = () =>
  t()
    .db.selectFrom('learning_path')
    .select(['tutorial_id', 'position'])
    .orderBy('position')
    .execute();
const slotIds = (body: { slots: { tutorial: { id: string } | null }[] }) =>
  body.slots.map((s) => s.tutorial?.id ?? null);
// The test clock stands still: the audit row is found by what it says, not by its time.
const auditOf = (action: string, targetId: string) =>
  t()
    .db.selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'learning-path')
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow();
const pathAudits = () => auditCount(t().db, 'learning-path');

describe('POST /api/admin/learning-path/tutorials/:id (docs/product.md#learning-path)', () => {
  it('is for admins only', async () => {
    expect(
      (
        await t()
          .as(null)
          .post(cardUrl(id(0)))
      ).statusCode,
    ).toBe(401);
    expect((await add(id(0), await t().member())).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('adds at the lowest free position, saying which, audited and announced', async () => {
    const heard: string[] = [];
    const stop = t().changes.subscribe((event) => heard.push(event.resource));
    await t().changes.ready();

    const first = await add(id(2));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ position: 1 });
    expect(slotIds(first.json())).toEqual([id(2), null, null]);

    const second = await add(id(0));
    expect(second.json()).toMatchObject({ position: 2 });
    expect(second.json().slots[1]).toEqual({
      position: 2,
      tutorial: {
        id: id(0),
        title: 'Tutorial Satu',
        category: 'Productivity',
        difficulty: 'Pemula',
      },
    });
    expect(await rows()).toEqual([
      { tutorial_id: id(2), position: 1 },
      { tutorial_id: id(0), position: 2 },
    ]);
    expect((await t().as(admin).get(ADMIN_URL)).json()).toEqual({ slots: second.json().slots });

    await expect.poll(() => heard).toContain('learning-path');
    stop();
    const audit = await auditOf('add', id(0));
    const details = JSON.parse(audit.details!);
    expect(details.before.map((e: { id: string }) => e.id)).toEqual([id(2)]);
    expect(details.after.map((e: { id: string }) => e.id)).toEqual([id(2), id(0)]);
  });

  it('refuses a fourth with the message of docs/product.md#learning-path, changing nothing', async () => {
    for (const n of [0, 1, 2]) expect((await add(id(n))).statusCode).toBe(200);
    const before = await rows();
    const audits = await pathAudits();

    const res = await add(id(3));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toEqual({ code: 'path_full', message: M.tooMany });
    expect(M.tooMany).toBe('Maximum 3 tutorials allowed in learning path. Remove one first.');
    expect(await rows()).toEqual(before);
    expect(await pathAudits()).toBe(audits);
  });

  it('refuses a tutorial already in the path', async () => {
    await add(id(0));
    const res = await add(id(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'already_in_path', message: M.alreadyInPath });
    expect(await rows()).toEqual([{ tutorial_id: id(0), position: 1 }]);
  });

  it('answers 404 for a tutorial that does not exist', async () => {
    const res = await add(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: M.unknownTutorial });
    expect(await rows()).toEqual([]);
  });

  it('after a deleted tutorial left a gap, adds after the ones left, positions kept 1..n', async () => {
    const [gone] = await t().insert('tutorials', buildTutorial, { title: 'Akan Dipadam' });
    for (const tutorialId of [gone!.id, id(0)]) await add(tutorialId);
    await t().db.deleteFrom('tutorials').where('id', '=', gone!.id).execute();
    expect(await rows()).toEqual([{ tutorial_id: id(0), position: 2 }]);

    const res = await add(id(1));
    expect(res.json()).toMatchObject({ position: 2 });
    expect(await rows()).toEqual([
      { tutorial_id: id(0), position: 1 },
      { tutorial_id: id(1), position: 2 },
    ]);
  });

  it('two admins adding at once never pass 3 nor fail with a 500', async () => {
    const other = await t().admin();
    await add(id(0));
    const answers = await Promise.all([
      add(id(1)),
      add(id(2), other),
      add(id(3)),
      add(id(4), other),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([200, 200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect([M.tooMany, M.busy]).toContain(res.json().error.message);
    }
    const saved = await rows();
    expect(saved.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(new Set(saved.map((row) => row.tutorial_id)).size).toBe(3);
  });

  it('the same tutorial added twice at once is in the path once', async () => {
    const answers = await Promise.all([add(id(0)), add(id(0), await t().admin())]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await rows()).toEqual([{ tutorial_id: id(0), position: 1 }]);
  });
});

describe('DELETE /api/admin/learning-path/tutorials/:id (docs/product.md#learning-path)', () => {
  it('is for admins only', async () => {
    await add(id(0));
    expect(
      (
        await t()
          .as(null)
          .delete(cardUrl(id(0)))
      ).statusCode,
    ).toBe(401);
    expect((await remove(id(0), await t().member())).statusCode).toBe(403);
    expect(await rows()).toEqual([{ tutorial_id: id(0), position: 1 }]);
  });

  it('removes it, the ones after it moving up one place, audited', async () => {
    for (const n of [0, 1, 2]) await add(id(n));
    const res = await remove(id(0));
    expect(res.statusCode, res.body).toBe(200);
    expect(slotIds(res.json())).toEqual([id(1), id(2), null]);
    expect(await rows()).toEqual([
      { tutorial_id: id(1), position: 1 },
      { tutorial_id: id(2), position: 2 },
    ]);
    const audit = await auditOf('remove', id(0));
    expect(JSON.parse(audit.details!).after.map((e: { id: string }) => e.id)).toEqual([
      id(1),
      id(2),
    ]);

    // The freed place is taken by the next one added: the path is never more than 3.
    expect((await add(id(3))).json()).toMatchObject({ position: 3 });
    expect((await add(id(4))).statusCode).toBe(409);
  });

  it('removing the middle one leaves no gap for the Community dialog', async () => {
    for (const n of [0, 1, 2]) await add(id(n));
    await remove(id(1));
    // The stored rows are renumbered too: reading alone numbers them 1..n and would hide a gap.
    expect(await rows()).toEqual([
      { tutorial_id: id(0), position: 1 },
      { tutorial_id: id(2), position: 2 },
    ]);
    const items = (
      await t()
        .as(await t().member())
        .get('/api/learning-path')
    ).json().items;
    expect(items.map((e: { id: string; position: number }) => [e.position, e.id])).toEqual([
      [1, id(0)],
      [2, id(2)],
    ]);
  });

  it('refuses a tutorial not in the path, and one that does not exist, changing nothing', async () => {
    await add(id(0));
    const audits = await pathAudits();
    const absent = await remove(id(1));
    expect(absent.statusCode).toBe(404);
    expect(absent.json().error).toEqual({ code: 'not_in_path', message: M.notInPath });
    const unknown = await remove(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: M.unknownTutorial });
    expect(await rows()).toEqual([{ tutorial_id: id(0), position: 1 }]);
    expect(await pathAudits()).toBe(audits);
  });
});
