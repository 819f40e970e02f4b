import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminResource } from '../../shared/admin.js';
import { CATEGORY_MESSAGES } from '../../shared/categories.js';
import type { TestApp } from './app.js';

export interface InvalidCase {
  name: string;
  body: object;
  /** The field the error names and the message a person sees. */
  field: string;
  message: string;
}

export interface AdminCrudCase {
  resource: AdminResource &
    ('tools' | 'tutorials' | 'workflows' | 'prompts' | 'categories' | 'synonyms');
  /** A valid create body (called once per test, so it may make unique values). */
  create: () => object;
  /** A valid update body for an item created from `create()`. */
  update: () => object;
  /** What the created and updated items must show (a subset of the response). */
  created: (body: object) => object;
  updated: (body: object) => object;
  /** Refused bodies, for create; each leaves the table as it was. */
  invalidCreate: InvalidCase[];
  invalidUpdate?: InvalidCase[];
  /** A word the created item is found by in the admin list. */
  search: (body: object) => string;
  /** Filed under a category of the categories table (docs/decisions/014-the-categories-table-is-the-list.md): an unknown one is refused. */
  categorized?: boolean;
  /** The item type members favourite it by: deleting the item must remove their marks. */
  itemType?: 'tool' | 'tutorial' | 'workflow';
}

const now = () => new Date().toISOString();

/** A member's status of an item: tutorials have their own table (docs/product.md#data-model). */
async function markStatus(userId: string, itemType: string, itemId: string) {
  if (itemType === 'tutorial') {
    await db()
      .insertInto('tutorial_status')
      .values({ user_id: userId, tutorial_id: itemId, status: 'watching', last_watched_at: now() })
      .execute();
  } else {
    await db()
      .insertInto('item_status')
      .values({
        user_id: userId,
        item_id: itemId,
        item_type: itemType,
        status: 'tried',
        last_interaction_at: now(),
      })
      .execute();
  }
}

async function statusesOf(userId: string) {
  const tutorials = await db()
    .selectFrom('tutorial_status')
    .select('tutorial_id as item_id')
    .where('user_id', '=', userId)
    .execute();
  const items = await db()
    .selectFrom('item_status')
    .select('item_id')
    .where('user_id', '=', userId)
    .execute();
  return [...tutorials, ...items].map((r) => r.item_id);
}

let db: () => TestApp['db'];

/**
 * The tests every admin CRUD definition (admin/crud.ts) must pass: create, read, list with
 * search, update and delete, each write audited and announced, bad input refused with its
 * message and nothing written, unknown ids answered 404.
 */
export function describeAdminCrud(t: () => TestApp, c: AdminCrudCase) {
  const base = `/api/admin/${c.resource}`;
  db = () => t().db;
  let admin: string;
  let heard: string[];
  beforeAll(async () => {
    admin = await t().admin();
    heard = [];
    t().changes.subscribe((event) => heard.push(event.resource));
    await t().changes.ready();
  });
  const rows = async () =>
    Number(
      (
        await t()
          .db.selectFrom(c.resource)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const audit = (targetId: string) =>
    t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .execute();
  /** Waits for the change event (PostgreSQL delivers it asynchronously). */
  const announced = async (count: number) =>
    expect.poll(() => heard.filter((r) => r === c.resource).length).toBeGreaterThanOrEqual(count);

  describe(`admin ${c.resource}`, () => {
    it('adds, shows, finds, edits and deletes an item, auditing and announcing each write', async () => {
      const before = heard.filter((r) => r === c.resource).length;
      const body = c.create();
      const created = await t().as(admin).post(base, body);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      expect(item).toMatchObject(c.created(body));
      await announced(before + 1);

      const got = await t().as(admin).get(`${base}/${item.id}`);
      expect(got.json()).toEqual(item);
      const found = await t()
        .as(admin)
        .get(`${base}?q=${encodeURIComponent(c.search(body))}`);
      expect(found.json().items.map((i: { id: string }) => i.id)).toContain(item.id);

      const change = c.update();
      const updated = await t().as(admin).put(`${base}/${item.id}`, change);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ id: item.id, ...c.updated(change) });
      expect((await t().as(admin).get(`${base}/${item.id}`)).json()).toEqual(updated.json());
      await announced(before + 2);

      const removed = await t().as(admin).delete(`${base}/${item.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await t().as(admin).get(`${base}/${item.id}`)).statusCode).toBe(404);
      await announced(before + 3);

      const log = await audit(item.id);
      expect(log.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
      expect(log.every((row) => row.target_type === c.resource && row.actor_id)).toBe(true);
      const details = JSON.parse(log[1]!.details!);
      expect(details.before).toMatchObject({ id: item.id });
      expect(details.after).toMatchObject({ id: item.id });
    });

    if (c.categorized) {
      it('refuses a category that is not in the categories table, on add and on edit', async () => {
        const count = await rows();
        const body = { ...c.create(), category: 'Tiada Kategori Begini' };
        const refused = await t().as(admin).post(base, body);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().error.fields).toEqual({ category: CATEGORY_MESSAGES.unknown });
        expect(await rows()).toBe(count);

        const item = (await t().as(admin).post(base, c.create())).json();
        const edit = await t()
          .as(admin)
          .put(`${base}/${item.id}`, { ...c.update(), ...body });
        expect(edit.statusCode).toBe(400);
        expect((await t().as(admin).get(`${base}/${item.id}`)).json()).toEqual(item);
      });
    }

    if (c.itemType) {
      const itemType = c.itemType;
      it("takes members' favourites and statuses of a deleted item with it, and no others", async () => {
        const [kept, removed] = [
          (await t().as(admin).post(base, c.create())).json(),
          (await t().as(admin).post(base, c.create())).json(),
        ];
        const { user, cookie } = await t().signedIn();
        for (const item of [kept, removed]) {
          const res = await t().as(cookie).post('/api/me/favorites', { itemType, itemId: item.id });
          expect(res.statusCode, res.body).toBe(201);
          await markStatus(user.id, itemType, item.id);
        }
        expect((await t().as(admin).delete(`${base}/${removed.id}`)).statusCode).toBe(204);
        const favorites = await t()
          .db.selectFrom('favorites')
          .select('item_id')
          .where('user_id', '=', user.id)
          .execute();
        expect(favorites.map((r) => r.item_id)).toEqual([kept.id]);
        expect(await statusesOf(user.id)).toEqual([kept.id]);
      });
    }

    it('answers 404 for an unknown item, changing nothing', async () => {
      const id = randomUUID();
      const count = await rows();
      expect((await t().as(admin).get(`${base}/${id}`)).statusCode).toBe(404);
      expect((await t().as(admin).put(`${base}/${id}`, c.update())).statusCode).toBe(404);
      expect((await t().as(admin).delete(`${base}/${id}`)).statusCode).toBe(404);
      expect(await rows()).toBe(count);
      expect(await audit(id)).toEqual([]);
    });

    it.each(c.invalidCreate.map((v) => [v.name, v] as const))(
      'refuses to add: %s',
      async (_name, invalid) => {
        const count = await rows();
        const res = await t().as(admin).post(base, invalid.body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields?.[invalid.field], res.body).toBe(invalid.message);
        expect(await rows()).toBe(count);
      },
    );

    if (c.invalidUpdate?.length) {
      it.each(c.invalidUpdate.map((v) => [v.name, v] as const))(
        'refuses to edit: %s',
        async (_name, invalid) => {
          const item = (await t().as(admin).post(base, c.create())).json();
          const res = await t().as(admin).put(`${base}/${item.id}`, invalid.body);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().error.fields?.[invalid.field], res.body).toBe(invalid.message);
          expect((await t().as(admin).get(`${base}/${item.id}`)).json()).toEqual(item);
        },
      );
    }
  });
}
