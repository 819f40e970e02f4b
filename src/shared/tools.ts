import { z } from 'zod';
import { PageQuery, SEARCH_MAX, optionalFilter, pageOf } from './api.js';
import { PRICING } from './constants.js';

export const TOOL_MESSAGES = {
  notFound: 'Alat tidak dijumpai.',
  pricingInvalid: `Pricing must be one of ${PRICING.join(', ')}`,
} as const;

export const ToolResponse = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
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
export type ToolSort = (typeof TOOL_SORTS)[number];

export const ToolListQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional(),
  category: optionalFilter,
  pricing: optionalFilter.pipe(z.enum(PRICING, TOOL_MESSAGES.pricingInvalid).optional()),
  sort: z.enum(TOOL_SORTS, `sort must be one of ${TOOL_SORTS.join(', ')}`).default('newest'),
});
export type ToolListQuery = z.input<typeof ToolListQuery>;

export const ToolListResponse = pageOf(ToolResponse);
export type ToolListResponse = z.infer<typeof ToolListResponse>;

export const ToolDetailResponse = z.object({ tool: ToolResponse, similar: z.array(ToolResponse) });
export type ToolDetailResponse = z.infer<typeof ToolDetailResponse>;
