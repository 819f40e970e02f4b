import { z } from 'zod';
import {
  FIELD_MESSAGES,
  RelatedItem,
  listQuery,
  optionalFilter,
  optionalHttpUrl,
  optionalText,
  searchedPageOf,
  requiredText,
  textList,
  savedOnly,
} from './api.js';
import { PRICING } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage, type LazyMessage } from './lazy-message.js';

export const TOOL_MESSAGES = defineMessages('TOOL_MESSAGES', {
  notFound: 'Alat tidak dijumpai.',
  pricingInvalid: `Pricing must be one of ${PRICING.join(', ')}`,
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  websiteInvalid: 'Website must start with http:// or https://',
  // Issue 16: the audit saw these reach the Malay 'Ralat' toast of Tool add; docs/product.md has no wording for them.
  ratingAddRange: 'Penilaian mesti antara 1 dan 5',
  ratingEditRange: 'Penilaian mesti antara 0 dan 5',
  ratingStep: 'Penilaian mesti dalam gandaan 0.1 (contohnya 4.5)',
} as const);

export const ToolResponse = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  /**
   * The tool's logo on our own origin (`/media/logos/…`, issue 32), or null: the page draws a
   * monogram. Set by the logo's own upload and clear, never by the tool's form.
   */
  logoUrl: z.string().nullable(),
  mainFunction: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  pricing: z.string().nullable(),
  keyFeatures: z.array(z.string()),
  alternatives: z.array(z.string()),
  rating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ToolResponse = z.infer<typeof ToolResponse>;

export const TOOL_SORTS = ['newest', 'name'] as const;

export const ToolListQuery = listQuery(TOOL_SORTS).extend({
  saved: savedOnly,
  category: optionalFilter,
  pricing: optionalFilter.pipe(
    z
      .enum(
        PRICING,
        lazyMessage(() => TOOL_MESSAGES.pricingInvalid),
      )
      .optional(),
  ),
});
export type ToolListQuery = z.input<typeof ToolListQuery>;

/**
 * A tool as its card shows it (lists, the showcase, similar tools): 3 key features, or its
 * alternatives when it has none (docs/product.md#tools), and the website the showcase card links to.
 */
export const ToolCard = ToolResponse.pick({
  id: true,
  name: true,
  website: true,
  logoUrl: true,
  mainFunction: true,
  category: true,
  pricing: true,
  keyFeatures: true,
  alternatives: true,
  rating: true,
});
export type ToolCard = z.infer<typeof ToolCard>;

export const ToolListResponse = searchedPageOf(ToolCard);
export type ToolListResponse = z.infer<typeof ToolListResponse>;

export const ToolDetailResponse = z.object({
  tool: ToolResponse,
  similar: z.array(ToolCard),
  tutorials: z.array(RelatedItem),
  workflows: z.array(RelatedItem),
});
export type ToolDetailResponse = z.infer<typeof ToolDetailResponse>;

/** Tool chip lookup (docs/product.md#tools): the tool with exactly this name. */
export const ToolLookupQuery = z.object({
  name: z
    .string(lazyMessage(() => FIELD_MESSAGES.fieldRequired('name')))
    .trim()
    .min(
      1,
      lazyMessage(() => FIELD_MESSAGES.fieldRequired('name')),
    )
    .max(
      200,
      lazyMessage(() => FIELD_MESSAGES.fieldTooLong('name')),
    ),
});
/** A tool named in other content: where it is, and what its chip draws (issue 20). */
export const ToolLookupResponse = ToolResponse.pick({
  id: true,
  name: true,
  logoUrl: true,
  category: true,
});
export type ToolLookupResponse = z.infer<typeof ToolLookupResponse>;

/** A rating from `min` to 5 in steps of 0.1 (docs/product.md#tools), or null for none. */
const rating = (min: number, message: LazyMessage) =>
  z
    .number(message)
    .min(min, message)
    .max(5, message)
    .refine(
      (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
      lazyMessage(() => TOOL_MESSAGES.ratingStep),
    )
    .nullish()
    .transform((v) => v ?? null);

const toolFields = {
  name: requiredText(
    lazyMessage(() => TOOL_MESSAGES.nameRequired),
    200,
  ),
  website: optionalHttpUrl(lazyMessage(() => TOOL_MESSAGES.websiteInvalid)),
  mainFunction: optionalText(500),
  description: optionalText(5000),
  category: optionalText(100),
  pricing: z
    .enum(
      [...PRICING, ''],
      lazyMessage(() => TOOL_MESSAGES.pricingInvalid),
    )
    .nullish()
    .transform((v) => v || null),
  keyFeatures: textList(),
  alternatives: textList(),
};

/** docs/product.md#tools Add Tool: name and category required, rating 1 to 5 (empty is none). */
export const CreateToolRequest = z.object({
  ...toolFields,
  category: requiredText(
    lazyMessage(() => TOOL_MESSAGES.categoryRequired),
    100,
  ),
  rating: rating(
    1,
    lazyMessage(() => TOOL_MESSAGES.ratingAddRange),
  ),
});
/** docs/product.md#tools tool edit: name and description required, rating 0 to 5. */
export const UpdateToolRequest = z.object({
  ...toolFields,
  description: requiredText(
    lazyMessage(() => TOOL_MESSAGES.descriptionRequired),
    5000,
  ),
  rating: rating(
    0,
    lazyMessage(() => TOOL_MESSAGES.ratingEditRange),
  ),
});
export type CreateToolRequest = z.output<typeof CreateToolRequest>;
export type UpdateToolRequest = z.output<typeof UpdateToolRequest>;
export type ToolForm = z.input<typeof UpdateToolRequest>;
