import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES as M, categoryNameKey } from '../../../shared/categories.js';
import { TRANSFER_MESSAGES } from '../../../shared/transfer.js';
import { buildCategory, buildTool } from '../../db/factories.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { useTestApp } from '../../test/app.js';

// Issue 31: one key for category names (docs/decisions/040-one-stored-key-for-category-names.md),
// stored with each row and unique there, is what the forms, the import's preview and the import
// itself compare, on both engines.

const t = useTestApp();

let n = 0;
const tag = () => `${(n += 1)}-${Date.now()}`;

/** Whether the database's own lower() folds two names alike (the old unique index's rule). */
async function lowerFoldsAlike(a: string, b: string) {
  const { rows } = await sql<{ alike: unknown }>`
    select lower(cast(${a} as text)) = lower(cast(${b} as text)) as alike`.execute(t().db);
  return Boolean(rows[0]!.alike);
}

/** The error a direct insert of the row meets, or null. */
const insertError = (row: ReturnType<typeof buildCategory>) =>
  t()
    .db.insertInto('categories')
    .values(row)
    .execute()
    .then(
      () => null,
      (error: unknown) => error,
    );

const keyOf = async (id: string) =>
  (
    await t()
      .db.selectFrom('categories')
      .select('name_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).name_key;

describe('the stored key of a category name', () => {
  it('is written with every name, and its index refuses a second row of one key, even written directly', async () => {
    const admin = t().as(await t().admin());
    const suffix = tag();
    const name = `Kit Kunci ${suffix}`;
    const made = await admin.post('/api/admin/categories', { name });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: string };
    expect(await keyOf(id)).toBe(categoryNameKey(name));

    // Around the app: a look-alike with its own key, and another name under the same key.
    for (const row of [
      buildCategory({ name: `K\u0130T KUNCI ${suffix}` }),
      buildCategory({ name: `Lain ${suffix}`, name_key: categoryNameKey(name) }),
    ]) {
      const error = await insertError(row);
      expect(isUniqueViolation(error), String(error)).toBe(true);
    }

    // A rename writes the new name's key; 'STRASSE' is then the same name, though lower() keeps
    // the two apart on both engines.
    const renamed = `Reka Straße ${suffix}`;
    const put = await admin.put(`/api/admin/categories/${id}`, { name: renamed });
    expect(put.statusCode, put.body).toBe(200);
    expect(await keyOf(id)).toBe(categoryNameKey(renamed));
    expect(await lowerFoldsAlike(renamed, renamed.toUpperCase())).toBe(false);
    expect(
      isUniqueViolation(await insertError(buildCategory({ name: renamed.toUpperCase() }))),
    ).toBe(true);
    const twin = await admin.post('/api/admin/categories', { name: renamed.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe(M.nameTaken);
  });
});

describe('the import and its preview', () => {
  it("agree on a name PostgreSQL's lower() folds as another (Kİt, Kit): the same category in both, and in the form", async () => {
    const admin = t().as(await t().admin());
    const suffix = tag();
    const [kit] = await t().insert('categories', buildCategory, { name: `Kit ${suffix}` });
    const [tool] = await t().insert('tools', buildTool, { category: kit!.name });
    const dotted = `K\u0130t ${suffix}`;
    // The pair the old code disagreed on there: lower(), the old unique index's rule, folds it as
    // one name, while the app's key then ('ki̇t', with a combining dot) kept two: the preview said
    // "new" and the import's insert broke the index.
    if (t().dialect === 'postgres') expect(await lowerFoldsAlike(dotted, kit!.name)).toBe(true);

    const content = stringify([
      ['name', 'description'],
      [dotted, 'Bertitik'],
    ]);
    for (const duplicates of ['skip', 'update'] as const) {
      const preview = await admin.post('/api/admin/categories/import/preview', {
        format: 'csv',
        content,
        duplicates,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().rows).toEqual([
        { row: 1, name: dotted, status: 'duplicate', errors: {} },
      ]);
    }
    const skipped = await admin.post('/api/admin/categories/import', {
      format: 'csv',
      content,
      duplicates: 'skip',
    });
    expect(skipped.json()).toEqual({ created: 0, updated: 0, skipped: 1 });
    const updated = await admin.post('/api/admin/categories/import', {
      format: 'csv',
      content,
      duplicates: 'update',
    });
    expect(updated.json()).toEqual({ created: 0, updated: 1, skipped: 0 });

    // Still one category, renamed, its tool carried along; the add form refuses the name too.
    const rows = await t()
      .db.selectFrom('categories')
      .selectAll()
      .where('name_key', '=', categoryNameKey(kit!.name))
      .execute();
    expect(rows).toMatchObject([{ id: kit!.id, name: dotted, description: 'Bertitik' }]);
    const moved = await t()
      .db.selectFrom('tools')
      .select('category')
      .where('id', '=', tool!.id)
      .executeTakeFirstOrThrow();
    expect(moved.category).toBe(dotted);
    const form = await admin.post('/api/admin/categories', { name: `KIT ${suffix}` });
    expect(form.statusCode).toBe(409);
    expect(form.json().error.message).toBe(M.nameTaken);
  });

  it('refuse alike two rows of one name in a file, however lower() folds them', async () => {
    const admin = t().as(await t().admin());
    const suffix = tag();
    const pairs: [string, string][] = [
      [`Kit Baru ${suffix}`, `K\u0130T BARU ${suffix}`],
      [`Reka Straße ${suffix}`, `REKA STRASSE ${suffix}`],
    ];
    for (const [first, second] of pairs) {
      const content = stringify([['name'], [first], [second]]);
      const preview = await admin.post('/api/admin/categories/import/preview', {
        format: 'csv',
        content,
      });
      const error = TRANSFER_MESSAGES.duplicateInFile(1, 0);
      expect(preview.json().rows).toEqual([
        { row: 1, name: first, status: 'new', errors: {} },
        { row: 2, name: second, status: 'invalid', errors: { name: error } },
      ]);
      const res = await admin.post('/api/admin/categories/import', { format: 'csv', content });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.fields).toEqual({ '2.name': error });
      const made = await t()
        .db.selectFrom('categories')
        .select('id')
        .where('name_key', '=', categoryNameKey(first))
        .execute();
      expect(made).toHaveLength(0);
    }
  });
});
