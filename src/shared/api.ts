import { z } from 'zod';

// Error body of every failed API call (DESIGN §5).
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const GENERIC_ERROR = 'An unexpected error occurred. Please try again.';

export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_MAX = 200;

/** 'all' (or nothing) means no filter (SPEC §5). */
export const optionalFilter = z
  .string()
  .trim()
  .max(100, 'Filter is too long')
  .optional()
  .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v));

export const PageQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, `limit must be at most ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(500, 'cursor is invalid').optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}
