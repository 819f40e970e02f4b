import { z } from 'zod';
import { optionalText, requiredText } from './api.js';

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

// The Categories tab (SPEC §5 Category, DESIGN §7.10).
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const CATEGORY_MESSAGES = {
  notFound: 'Kategori tidak dijumpai.',
  unknown: 'Pilih kategori daripada senarai kategori.',
  nameRequired: 'Name is required',
  nameTaken: 'Kategori dengan nama ini sudah wujud.',
  inUse: (n: number) => `Kategori ini digunakan oleh ${n} item. Pindahkan item itu dahulu.`,
} as const;

export const CategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryResponse = z.infer<typeof CategoryResponse>;

/** SPEC §5: name required (trimmed; a blank one is refused), description optional. */
export const CategoryRequest = z.object({
  name: requiredText(CATEGORY_MESSAGES.nameRequired, CATEGORY_NAME_MAX),
  description: optionalText(CATEGORY_DESCRIPTION_MAX),
});
export type CategoryRequest = z.output<typeof CategoryRequest>;
export type CategoryForm = z.input<typeof CategoryRequest>;
