// Every row of an import checked as the tab's add form checks an item: its zod schema, then its
// checks before a write (beforeWrite: a known category, a free category name), and whether an
// item by that name exists already or another row of the file has it.
import type { Kysely, Selectable } from 'kysely';
import { categoryNameKey } from '../../../shared/categories.js';
import { TRANSFER_MESSAGES as M } from '../../../shared/transfer.js';
import type { Fields } from '../../admin/crud.js';
import { assertKnownCategory } from '../../content/categories.js';
import type { DB } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { FileRow } from './format.js';
import type { TransferSpec } from './resources.js';

type Resource = TransferSpec['resource'];
export type ExistingRow = Selectable<Database[Resource]> & { id: string; created_at: string };

export interface CheckedRow {
  /** The row's number among the file's items, from 1. */
  row: number;
  name: string;
  errors: Record<string, string>;
  /** The columns to write, when the row has no errors. */
  fields?: Fields<Resource>;
  /** The item of the same name, when there is one. */
  existing?: ExistingRow;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
const untyped = (db: DB) => db as unknown as Kysely<any>;

/** Names that look the same are one name (as category names are compared, issue 15). */
const nameKey = (name: string) => categoryNameKey(name);

/** Items read per query (bound variables stay well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

/** The existing items of the names the file uses, the oldest one of a name first. */
async function existingByName(trx: DB, spec: TransferSpec, keys: Set<string>) {
  const ids = new Map<string, string>();
  // Names are compared folded (as in JavaScript): only the names and ids are read for that.
  const names = (await untyped(trx)
    .selectFrom(spec.resource)
    .select(['id', `${spec.nameField} as name`])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; name: string }[];
  for (const { id, name } of names) {
    const key = nameKey(name);
    if (keys.has(key) && !ids.has(key)) ids.set(key, id);
  }
  const rows = new Map<string, ExistingRow>();
  const wanted = [...ids.values()];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const found = (await untyped(trx)
      .selectFrom(spec.resource)
      .selectAll()
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .execute()) as ExistingRow[];
    for (const row of found) rows.set(row.id, row);
  }
  return new Map([...ids].map(([key, id]) => [key, rows.get(id)!]));
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'row'] ??= issue.message;
  return errors;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks every row; writes nothing (beforeWrite only reads and locks, as for the add form). */
export async function checkRows(
  trx: DB,
  spec: TransferSpec,
  file: FileRow[],
): Promise<CheckedRow[]> {
  const parsed = file.map((line, index) => {
    // A row that is not an item at all has that one error, not one per field.
    const result = line.errors.row ? null : spec.def.create.safeParse(line.values);
    const values = line.values as Record<string, unknown>;
    const fields = result?.success ? spec.def.toRow(result.data) : undefined;
    const name = fields
      ? String((fields as Record<string, unknown>)[spec.nameField])
      : textOf(values[spec.nameField]);
    const errors = { ...(result?.error ? issuesOf(result.error) : {}), ...line.errors };
    return { row: index + 1, name, errors, fields } as CheckedRow;
  });

  // A new item's category check depends on its category alone (content/categories.ts): it is
  // made once per category rather than once per row, which keeps 10,000 rows to seconds on
  // PostgreSQL. Every other check, and an update's, runs for each row as the form's would.
  const knownCategories = new Map<string, Promise<void>>();
  const beforeWrite = (fields: Fields<Resource>, existing?: ExistingRow) => {
    const check = spec.def.beforeWrite;
    if (check !== assertKnownCategory || existing) return check?.(trx, fields, existing as never);
    const category = (fields as { category?: string | null }).category ?? '';
    let known = knownCategories.get(category);
    if (!known) knownCategories.set(category, (known = check(trx, fields)));
    return known;
  };

  const keys = new Set(parsed.flatMap((r) => (r.fields ? [nameKey(r.name)] : [])));
  const existing = await existingByName(trx, spec, keys);
  const firstRow = new Map<string, number>();
  for (const checked of parsed) {
    if (!checked.fields || Object.keys(checked.errors).length) {
      delete checked.fields;
      continue;
    }
    const key = nameKey(checked.name);
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      checked.errors = { [spec.nameField]: M.duplicateInFile(earlier) };
      delete checked.fields;
      continue;
    }
    firstRow.set(key, checked.row);
    checked.existing = existing.get(key);
    try {
      await beforeWrite(checked.fields, checked.existing);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      checked.errors = error.fields ?? { row: error.message };
      delete checked.fields;
    }
  }
  return parsed;
}

export const hasErrors = (row: CheckedRow) => Object.keys(row.errors).length > 0;
