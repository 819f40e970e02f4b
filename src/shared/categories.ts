import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './api.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

export const CategorySummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  counts: z.object({ tools: z.number(), tutorials: z.number(), workflows: z.number() }),
});
export type CategorySummary = z.infer<typeof CategorySummary>;

export const CategoryListResponse = z.object({ items: z.array(CategorySummary) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

export const totalItems = (c: CategorySummary) =>
  c.counts.tools + c.counts.tutorials + c.counts.workflows;

// The Categories tab (docs/product.md#categories Category, docs/decisions/014-the-categories-table-is-the-list.md).
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const CATEGORY_MESSAGES = defineMessages('CATEGORY_MESSAGES', {
  notFound: 'Kategori tidak dijumpai.',
  unknown: 'Pilih kategori daripada senarai kategori.',
  nameRequired: 'Name is required',
  nameTaken: 'Kategori dengan nama ini sudah wujud.',
  inUse: (n: number) => `Kategori ini digunakan oleh ${n} item. Pindahkan item itu dahulu.`,
} as const);

export const CategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryResponse = z.infer<typeof CategoryResponse>;

/**
 * A category name as it is stored: every run of whitespace, a non-breaking space or any other
 * kind, is one plain space, and none at either end.
 */
export const tidyCategoryName = (name: string) => name.replace(/\s+/gu, ' ').trim();

/**
 * What category names are compared by (issue 15): names that look the same are one name.
 * Compatibility forms are folded (NFKC: a full-width letter, a ligature, the Kelvin sign),
 * invisible characters dropped (a zero-width space), whitespace tidied as stored, and case
 * folded beyond ASCII (so 'ÉDITION' meets 'édition'; SQLite's lower() would fold A–Z only) and
 * both ways, lower, upper and lower again (issue 31: 'ß' meets 'SS', a final 'ς' meets 'σ', a
 * dotless 'ı' meets 'I'), with the dot above an i or j dropped, which has one already ('İ' meets
 * 'I'). Stored with each category and unique there (categories.name_key,
 * docs/decisions/040-one-stored-key-for-category-names.md): a change here needs a migration
 * that computes the stored keys again, as 0023 does.
 */
export const categoryNameKey = (name: string) =>
  tidyCategoryName(name.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, ''))
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replace(/([ij])\u0307/gu, '$1')
    .normalize('NFKC');

/**
 * docs/product.md#categories: name required (whitespace tidied; a blank or invisible one is refused), description
 * optional.
 */
export const CategoryRequest = z.object({
  name: z
    .string(lazyMessage(() => CATEGORY_MESSAGES.nameRequired))
    .overwrite(tidyCategoryName)
    .max(
      CATEGORY_NAME_MAX,
      lazyMessage(() => FIELD_MESSAGES.tooLong(CATEGORY_NAME_MAX)),
    )
    .refine(
      (name) => categoryNameKey(name) !== '',
      lazyMessage(() => CATEGORY_MESSAGES.nameRequired),
    ),
  description: optionalText(CATEGORY_DESCRIPTION_MAX),
});
export type CategoryRequest = z.output<typeof CategoryRequest>;
export type CategoryForm = z.input<typeof CategoryRequest>;
