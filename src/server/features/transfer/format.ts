// How content is written to and read from a file: JSON as is, CSV one item a row with a header,
// its lists as JSON text in one cell (docs/decisions/032-export-and-import.md). The columns and
// their kinds come from the add form's own zod schema, so a field added to a form is exported
// and imported with no change here.
import { z } from 'zod';
import {
  IMPORT_ROWS_MAX,
  TRANSFER_MESSAGES as M,
  type TransferFormat,
} from '../../../shared/transfer.js';
import { HttpError } from '../../http/errors.js';
import { INPUT_GUARD_MESSAGES, holdsInvalidText, isInvalidText } from '../../http/input-guard.js';
import { mapInPieces, parseCsvInPieces } from './pieces.js';

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

/** The fields of a form, in its order, with their kinds (the add form's: the file's columns). */
export function columnsOf(schema: z.ZodType): [string, FieldKind][] {
  if (!(schema instanceof z.ZodObject)) throw new Error('a form schema is an object');
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
    key,
    kindOf(field),
  ]);
}

// OWASP CSV injection: a cell a spreadsheet would run as a formula gets a leading apostrophe.
// Cells already starting with apostrophes before such a character get one more, so reading our
// export back takes exactly one off and every text comes back as it was. Only a file that starts
// as our export does (with its byte-order mark) has the apostrophe taken off: in a file written
// another way an apostrophe is the person's own text (docs/decisions/032-export-and-import.md).
const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
export const guardCell = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
const unguardCell = (text: string) => (GUARDED.test(text) ? text.slice(1) : text);

/** The byte-order mark our CSV export starts with: the mark of a file whose cells are guarded. */
export const EXPORT_BOM = '\uFEFF';

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
function fromCell(text: string, kind: FieldKind): { value: unknown } | { error: string } {
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

/**
 * A row of the file: the fields it gives, as the form sends them (a field present but empty is
 * there with the value undefined: emptied, not left out), and cells that could not be read.
 */
export interface FileRow {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/**
 * The fields of a row holding text no field takes (a NUL or a lone surrogate), each refused in
 * the input guard's words (http/input-guard.ts, the one rule for it), looked for as deep as a
 * form's fields go and more.
 */
function invalidTextErrors(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (holdsInvalidText(value, 16)) errors[key] = INPUT_GUARD_MESSAGES.invalidCharacter;
  }
  return errors;
}

const badFile = (message: string) => new HttpError(400, 'invalid_file', message);
const tooMany = (rows?: number) => new HttpError(413, 'too_many_rows', M.tooManyRows(rows));

/** Columns (CSV header cells or JSON keys) the form does not have, or named twice: a 400. */
function checkColumns(names: string[], columns: [string, FieldKind][]) {
  const known = new Set(columns.map(([key]) => key));
  const unknown = [...new Set(names.filter((name) => !known.has(name)))];
  if (unknown.length) throw badFile(M.unknownColumns(unknown.join(', '), [...known].join(', ')));
  const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  if (twice.length) throw badFile(M.repeatedColumns(twice.join(', ')));
}

/**
 * Reads an import file into rows, or refuses the whole file with a clear 400 or 413. In pieces,
 * letting other requests in between (pieces.ts).
 */
export async function readFile(
  format: TransferFormat,
  content: string,
  columns: [string, FieldKind][],
): Promise<FileRow[]> {
  const rows = await (format === 'json' ? readJson(content, columns) : readCsv(content, columns));
  if (rows.length === 0) throw badFile(M.empty);
  return rows;
}

async function readJson(content: string, columns: [string, FieldKind][]): Promise<FileRow[]> {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw badFile(M.jsonInvalid((error as Error).message));
  }
  if (!Array.isArray(data)) throw badFile(M.jsonNotList);
  // Before anything is done per row.
  if (data.length > IMPORT_ROWS_MAX) throw tooMany(data.length);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  const keys = new Set<string>();
  for (const values of data) if (isObject(values)) for (const key in values) keys.add(key);
  checkColumns([...keys], columns);
  return mapInPieces(data, (values: unknown): FileRow => {
    if (!isObject(values)) return { values: {}, errors: { row: M.notObject } };
    return { values, errors: invalidTextErrors(values) };
  });
}

async function readCsv(content: string, columns: [string, FieldKind][]): Promise<FileRow[]> {
  // Only our export's cells carry the formula guard (EXPORT_BOM).
  const guarded = content.startsWith(EXPORT_BOM);
  let records: string[][];
  try {
    records = await parseCsvInPieces(content, {
      bom: true,
      skip_empty_lines: true,
      // The header and one row more than an import takes: a file of millions of tiny rows is
      // not read whole to be refused.
      to: IMPORT_ROWS_MAX + 2,
      // Guard against a file of one enormous unterminated quote.
      max_record_size: 1024 * 1024,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    const reason = (error as Error).message;
    throw badFile(M.csvInvalid(where ? `baris ${where}: ${reason}` : reason));
  }
  const [header = [], ...lines] = records;
  if (lines.length > IMPORT_ROWS_MAX) throw tooMany();
  checkColumns(header, columns);
  const kinds = new Map(columns);
  return mapInPieces(lines, (cells) => {
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    header.forEach((name, i) => {
      const cell = guarded ? unguardCell(cells[i] ?? '') : (cells[i] ?? '');
      if (isInvalidText(cell)) {
        errors[name] = INPUT_GUARD_MESSAGES.invalidCharacter;
        return;
      }
      const read = fromCell(cell, kinds.get(name)!);
      if ('error' in read) errors[name] = read.error;
      else values[name] = read.value;
    });
    return { values, errors };
  });
}
