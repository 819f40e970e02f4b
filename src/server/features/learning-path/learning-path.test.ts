import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_PATH_MESSAGES as M } from '../../../shared/learning-path.js';
import { buildTutorial } from '../../db/factories.js';
import { useTestApp } from '../../test/app.js';
import { auditCount } from '../../test/audit.js';

const t = useTestApp();
const ADMIN_URL = '/api/admin/learning-path';

let admin: string;
let tutorials: { id: string; title: string }[];
beforeAll(async () => {
  admin = await t().admin();
  tutorials = await t().insert(
    'tutorials',
    buildTutorial,
    { title: 'Asas ChatGPT', category: 'Writing', difficulty: 'Pemula' },
    { title: 'Prompt Lanjutan', category: 'Writing', difficulty: 'Lanjutan' },
    { title: 'Automasi Kerja', category: 'Automation', difficulty: 'Pertengahan' },
    { title: 'Video AI', category: 'Video', difficulty: 'Pemula' },
  );
});

const save = (tutorialIds: unknown[], cookie = admin) =>
  t().as(cookie).put(ADMIN_URL, { tutorialIds });
const rows = () =>
  t()
    .db.selectFrom('learning_path')
    .select(['tutorial_id', 'position'])
    .orderBy('position')
    .execute();
const ids = (n: number) => tutorials[n]!.id;

describe('admin learning path (docs/product.md#learning-path)', () => {
  it('starts with three empty slots', async () => {
    await t().db.deleteFrom('learning_path').execute();
    const res = await t().as(admin).get(ADMIN_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slots: [
        { position: 1, tutorial: null },
        { position: 2, tutorial: null },
        { position: 3, tutorial: null },
      ],
    });
  });

  it('saves three distinct tutorials in slot order, audited and announced', async () => {
    const heard: string[] = [];
    const stop = t().changes.subscribe((event) => heard.push(event.resource));
    await t().changes.ready();

    const res = await save([ids(2), ids(0), ids(1)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slots).toEqual([
      {
        position: 1,
        tutorial: {
          id: ids(2),
          title: 'Automasi Kerja',
          category: 'Automation',
          difficulty: 'Pertengahan',
        },
      },
      {
        position: 2,
        tutorial: { id: ids(0), title: 'Asas ChatGPT', category: 'Writing', difficulty: 'Pemula' },
      },
      {
        position: 3,
        tutorial: {
          id: ids(1),
          title: 'Prompt Lanjutan',
          category: 'Writing',
          difficulty: 'Lanjutan',
        },
      },
    ]);
    expect((await t().as(admin).get(ADMIN_URL)).json()).toEqual(res.json());
    await expect.poll(() => heard).toContain('learning-path');
    stop();

    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'learning-path')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(JSON.parse(audit.details!).after.map((e: { id: string }) => e.id)).toEqual([
      ids(2),
      ids(0),
      ids(1),
    ]);
  });

  it('replaces every row on save, closing empty slots so positions run 1..n (issue 16)', async () => {
    await save([ids(0), ids(1), ids(2)]);
    const res = await save([null, ids(3), ids(0)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toEqual([
      { tutorial_id: ids(3), position: 1 },
      { tutorial_id: ids(0), position: 2 },
    ]);
    expect(
      res.json().slots.map((s: { tutorial: { id: string } | null }) => s.tutorial?.id ?? null),
    ).toEqual([ids(3), ids(0), null]);
  });

  it('two saves at once never fail with a 500, and the path is one of them, whole', async () => {
    const other = await t().admin();
    const paths = [
      [ids(0), ids(1)],
      [ids(2), ids(3), ids(1)],
    ];
    const answers = await Promise.all([save(paths[0]!), save(paths[1]!, other)]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(paths).toContainEqual((await rows()).map((row) => row.tutorial_id));
  });

  it.each([
    ['no slot chosen', [null, null, null], M.noneChosen],
    ['an empty list', [], M.noneChosen],
    ['blank ids only', ['', ' ', null], M.noneChosen],
    ['the same tutorial twice', 'dup', M.duplicate],
    ['more than 3 tutorials', 'four', M.tooMany],
  ] as const)('refuses %s, changing nothing', async (_name, body, message) => {
    await save([ids(0), ids(1)]);
    const before = await rows();
    const tutorialIds =
      body === 'dup' ? [ids(0), null, ids(0)] : body === 'four' ? [0, 1, 2, 3].map(ids) : body;
    const res = await save([...tutorialIds]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { tutorialIds: message } });
    expect(await rows()).toEqual(before);
  });

  it('refuses a body without the list', async () => {
    const res = await t().as(admin).put(ADMIN_URL, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses an unknown tutorial and keeps the old path intact (one transaction)', async () => {
    const first = await save([ids(1), ids(2)]);
    expect(first.statusCode).toBe(200);
    const before = await rows();
    const audits = () => auditCount(t().db, 'learning-path');
    const auditsBefore = await audits();

    // The save deletes the old rows before it finds the unknown id: the rollback restores them.
    const res = await save([ids(3), randomUUID(), null]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      message: M.unknownTutorial,
      fields: { 'tutorialIds.1': M.unknownTutorial },
    });
    expect(await rows()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
    expect((await t().as(admin).get(ADMIN_URL)).json()).toEqual(first.json());
  });

  it('drops a deleted tutorial, the ones after it reading one place up', async () => {
    const [gone] = await t().insert('tutorials', buildTutorial, { title: 'Akan Dipadam' });
    await save([gone!.id, ids(0)]);
    await t().db.deleteFrom('tutorials').where('id', '=', gone!.id).execute();
    const slots = (await t().as(admin).get(ADMIN_URL)).json().slots;
    expect(slots.map((s: { tutorial: { id: string } | null }) => s.tutorial?.id ?? null)).toEqual([
      ids(0),
      null,
      null,
    ]);
  });
});

describe('GET /api/learning-path (docs/product.md#learning-path Community dialog)', () => {
  it('is for signed-in members only', async () => {
    expect((await t().as(null).get('/api/learning-path')).statusCode).toBe(401);
  });

  it('gives the tutorials of the path numbered 1..n in slot order, a gap closed', async () => {
    await save([null, ids(3), ids(1)]);
    const res = await t()
      .as(await t().member())
      .get('/api/learning-path');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { position: 1, id: ids(3), title: 'Video AI', category: 'Video', difficulty: 'Pemula' },
        {
          position: 2,
          id: ids(1),
          title: 'Prompt Lanjutan',
          category: 'Writing',
          difficulty: 'Lanjutan',
        },
      ],
    });
    expect((await t().as(admin).get(ADMIN_URL)).json().slots[1].tutorial.id).toBe(ids(1));
  });

  it('is empty when no path is set', async () => {
    await t().db.deleteFrom('learning_path').execute();
    const res = await t()
      .as(await t().member())
      .get('/api/learning-path');
    expect(res.json()).toEqual({ items: [] });
  });
});
