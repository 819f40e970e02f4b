// The export of a tab (the whole table or its current search), written as it is read: a batch of
// rows at a time through the list's own keyset paging, so 100,000 items never sit in memory at
// once, on either engine (no database cursor needed).
import { stringify } from 'csv-stringify/sync';
import type { AdminListQuery } from '../../../shared/admin.js';
import type { TransferFormat } from '../../../shared/transfer.js';
import type { Dialect, DB } from '../../db/connect.js';
import { listPage } from '../../db/list.js';
import { toCell } from './format.js';
import type { TransferSpec } from './resources.js';

/** Rows read and written per batch. */
export const EXPORT_BATCH = 500;

export interface ExportSource {
  db: DB;
  dialect: Dialect;
  spec: TransferSpec;
  /** The tab's search (`q`); its paging is the export's own. */
  query: Pick<AdminListQuery, 'q'>;
}

/** The tab's items in its list order, one batch per step. */
async function* batches({ db, dialect, spec, query }: ExportSource) {
  let cursor: string | undefined;
  do {
    const page = await listPage({
      db,
      dialect,
      table: spec.resource,
      search: spec.def.search,
      query: { q: query.q, cursor, limit: EXPORT_BATCH },
      sort: spec.def.sort ?? { newest: true },
      count: false,
    });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** An item as its add form takes it: exactly the form's fields, as the presenter shows them. */
function formFields(spec: TransferSpec, row: unknown): Record<string, unknown> {
  const item = spec.def.present(row as never) as Record<string, unknown>;
  return Object.fromEntries(spec.columns.map(([key]) => [key, item[key] ?? null]));
}

/** The file's text, in pieces as the batches are read. */
export async function* exportChunks(source: ExportSource, format: TransferFormat) {
  const columns = source.spec.columns.map(([key]) => key);
  let first = true;
  if (format === 'csv') {
    // A byte-order mark, so spreadsheet programs read the Malay text as UTF-8.
    yield `\uFEFF${stringify([columns])}`;
    for await (const rows of batches(source)) {
      const records = rows.map((row) => {
        const fields = formFields(source.spec, row);
        return columns.map((key) => toCell(fields[key]));
      });
      if (records.length) yield stringify(records);
    }
    return;
  }
  yield '[';
  for await (const rows of batches(source)) {
    if (!rows.length) continue;
    const text = rows.map((row) => JSON.stringify(formFields(source.spec, row))).join(',\n');
    yield `${first ? '\n' : ',\n'}${text}`;
    first = false;
  }
  yield '\n]\n';
}
