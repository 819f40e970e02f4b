// Every row of an import checked as the tab's forms check an item: a new item with the add
// form's zod schema, an update with the edit form's (the item's current fields with the row's
// fields changed), then the definition's checks before a write (beforeWrite: a known category, a
// free category name). A row is matched to an existing item by its name
// (docs/decisions/032-export-and-import.md).
import {
  RawNode,
  SelectQueryNode,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
  type Selectable,
} from 'kysely';
import { categoryNameKey } from '../../../shared/categories.js';
import { TRANSFER_MESSAGES as M, type DuplicateChoice } from '../../../shared/transfer.js';
import type { Fields } from '../../admin/crud.js';
import { assertKnownCategory } from '../../content/categories.js';
import type { DB } from '../../db/connect.js';
import { onPostgres } from '../../db/helpers.js';
import { listPage } from '../../db/list.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { INPUT_GUARD_MESSAGES } from '../../http/input-guard.js';
import type { FileRow } from './format.js';
import { nextTurn, pacer } from './pieces.js';
import type { TransferSpec } from './resources.js';

type Resource = TransferSpec['resource'];
export type ExistingRow = Selectable<Database[Resource]> & { id: string; created_at: string };

export interface CheckedRow {
  /** The row's number among the file's items, from 1. */
  row: number;
  name: string;
  errors: Record<string, string>;
  /** The columns to write, when the row is written and has no errors. */
  fields?: Fields<Resource>;
  /** The id of the existing item the row is matched to (a duplicate), when there is one. */
  match?: string;
  /** That item as it is now, when duplicates are updated. */
  existing?: ExistingRow;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
const untyped = (db: DB) => db as unknown as Kysely<any>;

/** Names that look the same are one name (as category names are compared, issue 15). */
const nameKey = (name: string) => categoryNameKey(name);

/** Items read per query (bound variables stay well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

const ROW_LOCKS = new Set(['ForUpdate', 'ForNoKeyUpdate', 'ForShare', 'ForKeyShare']);

/**
 * The preview's database: the definitions' own checks run on it as they are, outside any
 * transaction and without their locks (a row lock is dropped, a `lock table` becomes a plain
 * `select 1`), and a write is refused: the preview writes nothing and makes no one wait.
 */
const withoutLocks: KyselyPlugin = {
  transformQuery: ({ node }): RootOperationNode => {
    if (SelectQueryNode.is(node) && node.endModifiers?.length) {
      const endModifiers = node.endModifiers.filter(
        (m) => !m.modifier || !ROW_LOCKS.has(m.modifier),
      );
      return { ...node, endModifiers };
    }
    if (RawNode.is(node) && /^\s*lock\s+table\b/i.test(node.sqlFragments[0] ?? '')) {
      return RawNode.createWithSql('select 1');
    }
    if (node.kind !== 'SelectQueryNode' && node.kind !== 'RawNode') {
      throw new Error(`the import preview writes nothing (${node.kind})`);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};
export const previewDb = (db: DB) => db.withPlugin(withoutLocks);

/** Items read per page while their names are matched (only ids and names are read). */
const NAMES_PER_PAGE = 2_000;

/**
 * The ids of the existing items of the names the file uses, by name key, in the tab's list order
 * (its export's order: newest first, or alphabetical for categories). A table that stores the key
 * (categories.name_key, unique) is looked up by it, the key its index and its forms use
 * (docs/decisions/040-one-stored-key-for-category-names.md); another is read a page at a time in
 * that order, its names folded here, with a turn of the event loop between pages.
 */
async function idsByName(db: DB, spec: TransferSpec, keys: Set<string>) {
  const ids = new Map<string, string[]>();
  const add = (key: string, id: string) => ids.set(key, [...(ids.get(key) ?? []), id]);
  if (!keys.size) return ids;
  const { keyColumn } = spec;
  if (keyColumn) {
    const wanted = [...keys];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = (await untyped(db)
        .selectFrom(spec.resource)
        .select(['id', `${keyColumn} as key`])
        .where(keyColumn, 'in', wanted.slice(i, i + CHUNK))
        .execute()) as { id: string; key: string }[];
      for (const { id, key } of rows) add(key, id);
      await nextTurn();
    }
    return ids;
  }
  let cursor: string | undefined;
  do {
    const page = await listPage({
      db,
      dialect: onPostgres(db) ? 'postgres' : 'sqlite',
      table: spec.resource,
      columns: [spec.nameField as never],
      search: spec.def.search,
      query: { cursor, limit: NAMES_PER_PAGE },
      sort: spec.def.sort ?? { newest: true },
      count: false,
    });
    for (const item of page.items as Record<string, string>[]) {
      const key = nameKey(item[spec.nameField]!);
      if (keys.has(key)) add(key, item.id!);
    }
    cursor = page.nextCursor ?? undefined;
    await nextTurn();
  } while (cursor);
  return ids;
}

async function rowsById(db: DB, spec: TransferSpec, wanted: string[]) {
  const rows = new Map<string, ExistingRow>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const found = (await untyped(db)
      .selectFrom(spec.resource)
      .selectAll()
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .execute()) as ExistingRow[];
    for (const row of found) rows.set(row.id, row);
    await nextTurn();
  }
  return rows;
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'row'] ??= issue.message;
  return errors;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A row that is not an item, or holds a NUL: refused whatever is done with duplicates. */
const unreadable = (line: FileRow) =>
  'row' in line.errors ||
  Object.values(line.errors).includes(INPUT_GUARD_MESSAGES.invalidCharacter);

/** The fields of the edit form, of an item as it is now (as the edit form opens it). */
function editFormOf(spec: TransferSpec, row: ExistingRow): Record<string, unknown> {
  const item = spec.def.present(row as never) as Record<string, unknown>;
  return Object.fromEntries(spec.editColumns.map((key) => [key, item[key] ?? null]));
}

/**
 * Checks every row as the import with the same choice of duplicates would; writes nothing
 * (beforeWrite only reads and, in the import's transaction, locks, as for the forms).
 */
export async function checkRows(
  db: DB,
  spec: TransferSpec,
  file: FileRow[],
  duplicates: DuplicateChoice,
): Promise<CheckedRow[]> {
  const { def, nameField } = spec;
  // Rows of one name are matched, in order, to the items of that name in the tab's order; a
  // name no item has is one new item; a row beyond those is an error (it would be matched to
  // nothing, or make a second item of a name the file already adds).
  // In pieces, a turn of the event loop between them (pieces.ts): on SQLite nothing else would
  // run until every row is checked.
  const pace = pacer();
  const names: string[] = [];
  const keys: string[] = [];
  for (const line of file) {
    await pace();
    const name = unreadable(line) ? '' : textOf(line.values[nameField]);
    names.push(name);
    keys.push(name && nameKey(name));
  }
  const ids = await idsByName(db, spec, new Set(keys.filter(Boolean)));
  const seen = new Map<string, number[]>();
  const matches = keys.map((key, index) => {
    if (!key) return { match: undefined };
    const rows = seen.get(key) ?? [];
    seen.set(key, [...rows, index + 1]);
    const items = ids.get(key) ?? [];
    if (rows.length < Math.max(items.length, 1)) return { match: items[rows.length] };
    return { error: M.duplicateInFile(rows[0]!, items.length) };
  });
  const matched = matches.flatMap((m) => (m.match ? [m.match] : []));
  const existing = duplicates === 'update' ? await rowsById(db, spec, matched) : new Map();

  // A new item's category check depends on its category alone (content/categories.ts): it is
  // made once per category rather than once per row, which keeps 10,000 rows to seconds on
  // PostgreSQL. Every other check, and an update's, runs for each row as the form's would.
  const knownCategories = new Map<string, Promise<void>>();
  const beforeWrite = (fields: Fields<Resource>, before?: ExistingRow) => {
    const check = def.beforeWrite;
    if (check !== assertKnownCategory || before) return check?.(db, fields, before as never);
    const category = (fields as { category?: string | null }).category ?? '';
    let known = knownCategories.get(category);
    if (!known) knownCategories.set(category, (known = check(db, fields)));
    return known;
  };

  const checked: CheckedRow[] = [];
  for (const [index, line] of file.entries()) {
    await pace();
    const row = index + 1;
    const { match, error } = matches[index]!;
    const name = names[index]!;
    if (unreadable(line)) {
      checked.push({ row, name: textOf(line.values[nameField]), errors: line.errors });
      continue;
    }
    if (error) {
      checked.push({ row, name, errors: { [nameField]: error } });
      continue;
    }
    // A skipped duplicate is not written: its name is all that is read of it.
    if (match && duplicates === 'skip') {
      checked.push({ row, name, errors: {}, match });
      continue;
    }
    const before = match ? existing.get(match) : undefined;
    if (match && !before) throw new Error(`item ${match} not read`);
    // An update changes the fields the row gives: the rest stay as the edit form shows them.
    const result = before
      ? def.update.safeParse({ ...editFormOf(spec, before), ...line.values })
      : def.create.safeParse(line.values);
    const errors = { ...(result.error ? issuesOf(result.error) : {}), ...line.errors };
    const fields = result.success && !Object.keys(errors).length ? def.toRow(result.data) : null;
    const item: CheckedRow = { row, name, errors, match, existing: before };
    if (fields) {
      item.name = String((fields as Record<string, unknown>)[nameField]);
      try {
        await beforeWrite(fields, before);
        item.fields = fields;
      } catch (failure) {
        if (!(failure instanceof HttpError) || failure.status >= 500) throw failure;
        item.errors = failure.fields ?? { row: failure.message };
      }
    }
    checked.push(item);
  }
  return checked;
}

export const hasErrors = (row: CheckedRow) => Object.keys(row.errors).length > 0;
