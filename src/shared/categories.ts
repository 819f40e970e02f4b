import { z } from 'zod';

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
