// One way to build an admin tab's API (issue 8): a definition per table — its contracts,
// searchable columns, presenter and row mapping — gives the list, get, create, update and
// delete routes under /api/admin/{resource}. Every write is a recordedWrite.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { AdminListQuery, type AdminResource } from '../../shared/admin.js';
import { IdParams, pageOf } from '../../shared/api.js';
import type { ITEM_TYPES } from '../../shared/constants.js';
import { currentUser } from '../auth/access.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/connect.js';
import { listPage, presentPage, type ListSort, type SearchSpec } from '../db/list.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/helpers.js';
import { HttpError, notFound } from '../http/errors.js';
import { recordedWrite } from './write.js';

type ContentTable = 'tools' | 'tutorials' | 'workflows' | 'prompts' | 'categories' | 'synonyms';
type Row<T extends ContentTable> = Selectable<Database[T]>;
/** The columns a form writes: everything but the id and the times. */
export type Fields<T extends ContentTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_at' | 'updated_at'
>;

export interface CrudDefinition<T extends ContentTable, Create, Update, Item> {
  resource: AdminResource & T;
  search: SearchSpec;
  /** Newest first unless given. */
  sort?: ListSort;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  item: z.ZodType<Item>;
  present: (row: Row<T>) => Item;
  /** The columns a create or an update writes. */
  toRow: (input: Create | Update) => Fields<T>;
  notFound: string;
  /** Checks before an add or an edit is written (`before`: the item as it was, on an edit). */
  beforeWrite?: (trx: DB, row: Fields<T>, before?: Row<T>) => Promise<void>;
  /** Checks or follow-up writes in the same transaction (a category rename, a refused delete). */
  afterUpdate?: (trx: DB, before: Row<T>, after: Row<T>) => Promise<void>;
  beforeDelete?: (trx: DB, row: Row<T>) => Promise<void>;
  /**
   * The item type members favourite and mark this content by: its favourites and statuses go
   * with it, in the delete's transaction (they name the item by id, with no foreign key).
   */
  itemType?: ItemType;
  /**
   * A write that breaks a unique rule (a category name taken) is a 409 naming this field. `key`:
   * the stored column the rule is on (a category's name_key), which an import matches rows by.
   * `message` is read when the write fails: in the request's language.
   */
  duplicate?: { field: string; message: () => string; key?: string };
}

type ItemType = (typeof ITEM_TYPES)[number];

/** A member's favourites and statuses of one item (tutorial statuses go by foreign key). */
async function deleteMemberMarks(trx: DB, itemType: ItemType, itemId: string) {
  for (const table of ['favorites', 'item_status'] as const) {
    await trx
      .deleteFrom(table)
      .where('item_type', '=', itemType)
      .where('item_id', '=', itemId)
      .execute();
  }
}

// The table is chosen at run time, so queries go through an untyped builder and rows are typed
// again on the way out (as in db/list.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: DB) => db as unknown as Kysely<any>;

export function crudRoutes<T extends ContentTable, Create, Update, Item>(
  ctx: AppContext,
  def: CrudDefinition<T, Create, Update, Item>,
): FastifyPluginAsyncZod {
  const table: string = def.resource;
  const base = `/api/admin/${def.resource}`;
  const admin = { access: 'admin' as const };

  const find = async (db: DB, id: string) => {
    const row = (await untyped(db)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Row<T> | undefined;
    if (!row) throw notFound(def.notFound);
    return row;
  };

  const unique = <R>(write: Promise<R>) =>
    write.catch((error: unknown) => {
      const rule = def.duplicate;
      if (!rule || !isUniqueViolation(error)) throw error;
      const message = rule.message();
      throw new HttpError(409, 'conflict', message, { [rule.field]: message });
    });

  return async (app) => {
    app.get(
      base,
      {
        config: admin,
        schema: { querystring: AdminListQuery, response: { 200: pageOf(def.item) } },
      },
      async (request) => {
        const page = await listPage({
          db: ctx.db,
          dialect: ctx.dialect,
          table: def.resource,
          search: def.search,
          query: request.query,
          sort: def.sort ?? { newest: true },
        });
        return presentPage(
          page as { items: Row<T>[]; total: number; nextCursor: string | null },
          def.present,
        );
      },
    );

    app.get(
      `${base}/:id`,
      { config: admin, schema: { params: IdParams, response: { 200: def.item } } },
      async (request) => def.present(await find(ctx.db, request.params.id)),
    );

    app.post(
      base,
      { config: admin, schema: { body: def.create, response: { 201: def.item } } },
      async (request, reply) => {
        const stamp = ctx.now().toISOString();
        const fields = def.toRow(request.body as Create);
        const row = {
          ...fields,
          id: randomUUID(),
          created_at: stamp,
          updated_at: stamp,
        } as unknown as Row<T> & { id: string };
        const write = {
          actorId: currentUser(request).id,
          resource: def.resource,
          action: 'create' as const,
        };
        await unique(
          recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
            await def.beforeWrite?.(trx, fields);
            await untyped(trx).insertInto(table).values(row).execute();
            return { result: null, targetId: row.id, after: row };
          }),
        );
        return reply.status(201).send(def.present(row));
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: admin,
        schema: { params: IdParams, body: def.update, response: { 200: def.item } },
      },
      async (request) => {
        const { id } = request.params;
        const write = {
          actorId: currentUser(request).id,
          resource: def.resource,
          action: 'update' as const,
        };
        const after = await unique(
          recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
            const before = await find(trx, id);
            const changes = {
              ...def.toRow(request.body as Update),
              updated_at: ctx.now().toISOString(),
            };
            await def.beforeWrite?.(trx, changes, before);
            await untyped(trx).updateTable(table).set(changes).where('id', '=', id).execute();
            const updated = { ...before, ...changes } as Row<T>;
            await def.afterUpdate?.(trx, before, updated);
            return { result: updated, targetId: id, before, after: updated };
          }),
        );
        return def.present(after);
      },
    );

    app.delete(
      `${base}/:id`,
      { config: admin, schema: { params: IdParams } },
      async (request, reply) => {
        const { id } = request.params;
        const write = {
          actorId: currentUser(request).id,
          resource: def.resource,
          action: 'delete' as const,
        };
        await recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
          const before = await find(trx, id);
          await def.beforeDelete?.(trx, before);
          if (def.itemType) await deleteMemberMarks(trx, def.itemType, id);
          await untyped(trx).deleteFrom(table).where('id', '=', id).execute();
          return { result: null, targetId: id, before };
        });
        return reply.status(204).send();
      },
    );
  };
}
