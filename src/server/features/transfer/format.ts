// How content is written to and read from a file: JSON as is, CSV one item a row with a header,
// its lists as JSON text in one cell (docs/decisions/032-export-and-import.md). The columns and
// their kinds come from the add form's own zod schema, so a field added to a form is exported
// and imported with no change here.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  IMPORT_ROWS_MAX,
  TRANSFER_MESSAGES as M,
  type TransferFormat,
} from '../../../shared/transfer.js';
import { HttpError } from '../../http/errors.js';

export type FieldKind = 'text' | 'number' | 'boolean' | 'list';

/** The kind of value a form field takes, under its defaults, optionals and transforms. */
function kindOf(schema: z.ZodType): FieldKind {
  let def = schema._zod.def as { type: string; in?: z.ZodType; innerType?: z.ZodType };
  for (;;) {
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (!next || !['pipe', 'default', 'prefault', 'optional', 'nullable'].includes(def.type)) break;
    def = next._zod.def as typeof def;
  }
  if (def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'array' || def.type === 'object') return 'list';
  return 'text';
}

/** The fields of an add form, in its order, with their kinds: the file's columns. */
export function columnsOf(schema: z.ZodType): [string, FieldKind][] {
  if (!(schema instanceof z.ZodObject)) throw new Error('an add form schema is an object');
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
    key,
    kindOf(field),
  ]);
}

// OWASP CSV injection: a cell a spreadsheet would run as a formula gets a leading apostrophe.
// Cells already starting with apostrophes before such a character get one more, so reading a
// file back takes exactly one off and every text comes back as it was.
const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
export const guardCell = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
const unguardCell = (text: string) => (GUARDED.test(text) ? text.slice(1) : text);

/** One item's value as a CSV cell. */
export function toCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return guardCell(value);
  if (typeof value === 'object') return guardCell(JSON.stringify(value));
  return guardCell(String(value));
}

/**
 * A CSV cell as the form would have sent it; a cell that cannot be read is passed on as text,
 * for the form's schema to refuse in its own words, except a list that is not JSON.
 */
function fromCell(cell: string, kind: FieldKind): { value: unknown } | { error: string } {
  const text = unguardCell(cell);
  const trimmed = text.trim();
  // An empty cell is a field left empty: the form's default or its "required" message.
  if (trimmed === '') return { value: undefined };
  if (kind === 'text') return { value: text };
  if (kind === 'number') return { value: Number.isNaN(Number(trimmed)) ? text : Number(trimmed) };
  if (kind === 'boolean') {
    const word = trimmed.toLowerCase();
    return { value: word === 'true' ? true : word === 'false' ? false : text };
  }
  try {
    return { value: JSON.parse(trimmed) };
  } catch {
    return { error: M.listInvalid };
  }
}

/** A row of the file: the values as the form sends them, and cells that could not be read. */
export interface FileRow {
  values: unknown;
  errors: Record<string, string>;
}

const badFile = (message: string) => new HttpError(400, 'invalid_file', message);

/** Reads an import file into rows, or refuses the whole file with a clear 400 or 413. */
export function readFile(
  format: TransferFormat,
  content: string,
  columns: [string, FieldKind][],
): FileRow[] {
  const rows = format === 'json' ? readJson(content) : readCsv(content, columns);
  if (rows.length === 0) throw badFile(M.empty);
  if (rows.length > IMPORT_ROWS_MAX) {
    throw new HttpError(413, 'too_many_rows', M.tooManyRows(rows.length));
  }
  return rows;
}

function readJson(content: string): FileRow[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw badFile(M.jsonInvalid((error as Error).message));
  }
  if (!Array.isArray(data)) throw badFile(M.jsonNotList);
  return data.map((values: unknown): FileRow =>
    values !== null && typeof values === 'object' && !Array.isArray(values)
      ? { values, errors: {} }
      : { values: {}, errors: { row: M.notObject } },
  );
}

function readCsv(content: string, columns: [string, FieldKind][]): FileRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(content, {
      bom: true,
      columns: true,
      skip_empty_lines: true,
      // Guard against a file of one enormous unterminated quote.
      max_record_size: 1024 * 1024,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    const reason = (error as Error).message;
    throw badFile(M.csvInvalid(where ? `baris ${where}: ${reason}` : reason));
  }
  const kinds = new Map(columns);
  const header = Object.keys(records[0] ?? {});
  const unknown = header.filter((name) => !kinds.has(name));
  if (unknown.length) throw badFile(M.unknownColumns(unknown, [...kinds.keys()]));
  return records.map((record) => {
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [name, cell] of Object.entries(record)) {
      const read = fromCell(cell, kinds.get(name)!);
      if ('error' in read) errors[name] = read.error;
      else if (read.value !== undefined) values[name] = read.value;
    }
    return { values, errors };
  });
}
