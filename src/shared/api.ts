import { z } from 'zod';
import { isHttpUrl, isHttpsUrl } from './urls.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage, type LazyMessage } from './lazy-message.js';

export { API_ERROR_MESSAGES, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, SEARCH_MAX } from './limits.js';
export type { ApiErrorBody } from './limits.js';
import { FILTER_MAX, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, SEARCH_MAX } from './limits.js';

// The checks every list and admin form shares (English, as the admin panel is).
export const FIELD_MESSAGES = defineMessages('FIELD_MESSAGES', {
  filterTooLong: 'Filter is too long',
  limitWhole: 'limit must be a whole number',
  limitTooSmall: 'limit must be at least 1',
  limitTooLarge: `limit must be at most ${PAGE_LIMIT_MAX}`,
  cursorInvalid: 'cursor is invalid',
  searchTooLong: `Search must be at most ${SEARCH_MAX} characters`,
  sortInvalid: (sorts: string) => `sort must be one of ${sorts}`,
  savedInvalid: 'saved must be 1',
  idTooLong: 'id is too long',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooManyItems: (max: number) => `At most ${max} items`,
  // A request's own fields (an address's parts, a query), named as the API names them.
  fieldRequired: (field: string) => `${field} is required`,
  fieldTooLong: (field: string) => `${field} is too long`,
  fieldInvalid: (field: string) => `${field} is invalid`,
  fieldUnknown: (field: string) => `${field} is not known`,
  fieldWhole: (field: string) => `${field} must be a whole number`,
  fieldTooSmall: (field: string, min: number) => `${field} must be at least ${min}`,
  fieldTooLarge: (field: string, max: number) => `${field} must be at most ${max}`,
  fieldTooLargeWord: (field: string) => `${field} is too large`,
  daysInvalid: 'days must be 7, 30 or 90',
} as const);
const F = FIELD_MESSAGES;

/** 'all' (or nothing) means no filter (docs/product.md#limits). */
export const optionalFilter = z
  .string()
  .trim()
  .max(
    FILTER_MAX,
    lazyMessage(() => F.filterTooLong),
  )
  .optional()
  .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v));

export const PageQuery = z.object({
  limit: z.coerce
    .number(lazyMessage(() => F.limitWhole))
    .int(lazyMessage(() => F.limitWhole))
    .min(
      1,
      lazyMessage(() => F.limitTooSmall),
    )
    .max(
      PAGE_LIMIT_MAX,
      lazyMessage(() => F.limitTooLarge),
    )
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z
    .string()
    .max(
      500,
      lazyMessage(() => F.cursorInvalid),
    )
    .optional(),
});

/** Free-text search of a list (docs/product.md#limits: case-insensitive substring). */
export const searchText = z
  .string()
  .trim()
  .max(
    SEARCH_MAX,
    lazyMessage(() => F.searchTooLong),
  )
  .optional();

/** A list's query: the search, one page, and the order. */
export const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  PageQuery.extend({
    q: searchText,
    sort: z
      .enum(
        sorts,
        lazyMessage(() => F.sortInvalid(sorts.join(', '))),
      )
      .default(sorts[0]),
  });

/**
 * Issue 19: only the member's saved items ("Disimpan sahaja", `saved=1`), on the member lists.
 * A visitor's showcase has no such filter: the public route does not read it.
 */
export const savedOnly = z
  .enum(
    ['1', 'true'],
    lazyMessage(() => F.savedInvalid),
  )
  .optional();

/** A tutorial or workflow named beside other content (docs/product.md#routes-and-guards related items). */
export const RelatedItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  difficulty: z.string().nullable(),
});
export type RelatedItem = z.infer<typeof RelatedItem>;

export const IdParams = z.object({
  id: z.string().max(
    100,
    lazyMessage(() => F.idTooLong),
  ),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** On the first page only: the next pages of the same list are not counted again. */
    total: z.number().int().optional(),
    nextCursor: z.string().nullable(),
  });
}
/**
 * A content list the members' boxes search: an empty searched first page that the search alone
 * found nothing for also names the nearest names ('Adakah anda maksudkan …', maybe none).
 */
export function searchedPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    didYouMean: z.array(z.string()).optional(),
    /** All the words together found nothing: these items have some of them, most words first. */
    partial: z.literal(true).optional(),
  });
}
export interface Page<T> {
  items: T[];
  total?: number;
  nextCursor: string | null;
  /** A searched content list's (searchedPageOf). */
  didYouMean?: string[];
  partial?: true;
}

// Fields of the admin forms (docs/product.md#limits): text is trimmed, an empty optional field is null and the
// blank rows of a list are dropped, on the server and in the browser alike.

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (message: LazyMessage, max: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(
      max,
      lazyMessage(() => F.tooLong(max)),
    );

/** An optional text field: trimmed, and null when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(
      max,
      lazyMessage(() => F.tooLong(max)),
    )
    .nullish()
    .transform((v) => v || null);

const optionalUrl = (isAllowed: (value: string) => boolean) => (message: LazyMessage) =>
  z
    .string(message)
    .trim()
    .max(2000, message)
    .refine((v) => v === '' || isAllowed(v), message)
    .nullish()
    .transform((v) => v || null);

/** An optional link (docs/decisions/023-links-http-pictures-https.md: http or https only), null when empty. */
export const optionalHttpUrl = optionalUrl(isHttpUrl);
/** An optional picture's address: https only (urls.ts), null when empty. */
export const optionalHttpsUrl = optionalUrl(isHttpsUrl);

/** A list typed row by row: each row trimmed, blank rows dropped. */
export const textList = (maxItems = 50, maxLength = 500) =>
  z
    .array(
      z.string().max(
        maxLength,
        lazyMessage(() => F.tooLong(maxLength)),
      ),
    )
    .max(
      maxItems,
      lazyMessage(() => F.tooManyItems(maxItems)),
    )
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));
