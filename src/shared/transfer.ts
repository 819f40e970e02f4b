// Issue 23, content in and out: the export and import of the five content tabs
// (docs/product.md#export-and-import, docs/decisions/032-export-and-import.md).
import { z } from 'zod';
import { FIELD_MESSAGES } from './api.js';
import { AdminListQuery } from './admin.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

/** The tabs whose content is exported and imported. */
export const TRANSFER_RESOURCES = [
  'tools',
  'tutorials',
  'workflows',
  'prompts',
  'categories',
] as const;
export type TransferResource = (typeof TRANSFER_RESOURCES)[number];

export const TRANSFER_FORMATS = ['csv', 'json'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** The most rows one import takes, and the largest file (bytes, as sent in the request). */
export const IMPORT_ROWS_MAX = 10_000;
export const IMPORT_BYTES_MAX = 10 * 1024 * 1024;

export const DUPLICATE_CHOICES = ['skip', 'update'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

export const TRANSFER_MESSAGES = defineMessages('TRANSFER_MESSAGES', {
  formatInvalid: 'format must be csv or json',
  duplicatesInvalid: 'duplicates must be skip or update',
  tooLarge: 'Fail terlalu besar: had import ialah 10 MB. Pecahkan fail kepada beberapa bahagian.',
  /** `rows` when counted; a CSV file is read only up to one row past the limit. */
  tooManyRows: (rows?: number) =>
    `Fail ini mempunyai ${rows === undefined ? `lebih daripada ${IMPORT_ROWS_MAX.toLocaleString('en-US')}` : rows.toLocaleString('en-US')} baris; had ialah ${IMPORT_ROWS_MAX.toLocaleString('en-US')} baris setiap import.`,
  empty: 'Fail ini tidak mempunyai sebarang baris.',
  jsonInvalid: (reason: string) => `Fail JSON tidak sah: ${reason}`,
  jsonNotList: 'Fail JSON mesti satu senarai objek, seperti fail eksport.',
  csvInvalid: (reason: string) => `Fail CSV tidak sah: ${reason}`,
  /** The columns as a list, 'a, b'. */
  unknownColumns: (columns: string, known: string) =>
    `Lajur tidak dikenali: ${columns}. Lajur yang diterima: ${known}.`,
  repeatedColumns: (columns: string) =>
    `Lajur berulang: ${columns}. Setiap lajur hanya boleh ada sekali.`,
  notObject: 'Baris ini mesti satu objek.',
  listInvalid: 'Mesti senarai JSON yang sah (contohnya ["a","b"])',
  /**
   * A row of a name beyond the items of that name: rows of one name are matched, in order, to
   * the items of that name (decision 032), and a name no item has is one new item.
   */
  duplicateInFile: (row: number, items: number) =>
    items === 0
      ? `Nama yang sama seperti baris ${row} dalam fail ini`
      : `Nama yang sama seperti baris ${row} dalam fail ini, dan hanya ${items} item sedia ada bernama begini untuk dipadankan`,
  rowsInvalid: (rows: number) => `${rows} baris mempunyai ralat — betulkan fail dan cuba lagi`,
} as const);

export const ImportRequest = z.object({
  format: z.enum(
    TRANSFER_FORMATS,
    lazyMessage(() => TRANSFER_MESSAGES.formatInvalid),
  ),
  /** The file's text, as read in the browser. */
  content: z.string(lazyMessage(() => FIELD_MESSAGES.fieldRequired('content'))),
  /**
   * What happens to a row whose name an item already has: skipped (only its name is read), or
   * the fields the row gives changed on that item, checked as its edit form checks them. The
   * preview checks the rows as the import with the same choice would.
   */
  duplicates: z
    .enum(
      DUPLICATE_CHOICES,
      lazyMessage(() => TRANSFER_MESSAGES.duplicatesInvalid),
    )
    .default('skip'),
});
export type ImportRequest = z.input<typeof ImportRequest>;

export const IMPORT_ROW_STATUSES = ['new', 'duplicate', 'invalid'] as const;

/** One row of the file as the preview sees it; `row` counts data rows from 1. */
export const ImportRow = z.object({
  row: z.number().int(),
  name: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** By field (`row` for the row as a whole), the same messages as the add form. */
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportPreviewResponse = z.object({
  rows: z.array(ImportRow),
  counts: z.object({
    new: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponse>;

export const ImportResultResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResultResponse = z.infer<typeof ImportResultResponse>;

/** The tab's list query (its search), and the format. */
export const ExportQuery = AdminListQuery.extend({
  format: z
    .enum(
      TRANSFER_FORMATS,
      lazyMessage(() => TRANSFER_MESSAGES.formatInvalid),
    )
    .default('csv'),
});
