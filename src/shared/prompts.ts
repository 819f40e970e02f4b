import { z } from 'zod';
import {
  FIELD_MESSAGES,
  listQuery,
  optionalFilter,
  optionalHttpsUrl,
  optionalText,
  searchedPageOf,
  textList,
  savedOnly,
} from './api.js';
import { TUTORIAL_DIFFICULTIES } from './tutorials.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

export const PROMPT_MESSAGES = defineMessages('PROMPT_MESSAGES', {
  notFound: 'Prompt Tidak Ditemukan',
  requiredFields: 'Please fill in all required fields.',
  imageUrlInvalid: 'Image URL must start with https://',
  difficultyInvalid: `Difficulty must be one of ${TUTORIAL_DIFFICULTIES.join(', ')}`,
} as const);

export { PROMPT_CARD_TOOL_COUNT } from './limits.js';
/** The admin's prompt cards show 2 tool badges before '+N' (docs/product.md#prompts). */
export const ADMIN_PROMPT_CARD_TOOL_COUNT = 2;
/** The admin's prompt cards cut the description to this many characters (docs/product.md#prompts). */
export const PROMPT_PREVIEW_LENGTH = 100;

/** The first `max` characters of `text`, with an ellipsis when some were cut. */
export function previewOf(text: string, max = PROMPT_PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}

export const PromptResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  promptText: z.string(),
  category: z.string().nullable(),
  difficulty: z.string().nullable(),
  /** Only an http(s) address, else null (docs/decisions/023-links-http-pictures-https.md). */
  imageUrl: z.string().nullable(),
  tools: z.array(z.string()),
  usageTips: z.array(z.string()),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromptResponse = z.infer<typeof PromptResponse>;

/** GET /api/prompts/lookup: one prompt by its exact title (issue 19: a workflow step's prompts). */
export const PromptLookupQuery = z.object({
  title: z
    .string(lazyMessage(() => FIELD_MESSAGES.fieldRequired('title')))
    .trim()
    .min(
      1,
      lazyMessage(() => FIELD_MESSAGES.fieldRequired('title')),
    )
    .max(
      200,
      lazyMessage(() => FIELD_MESSAGES.fieldTooLong('title')),
    ),
});

export const PROMPT_SORTS = ['newest'] as const;

export const PromptListQuery = listQuery(PROMPT_SORTS).extend({
  saved: savedOnly,
  category: optionalFilter,
  /** Exact name of one compatible tool ('Chat' does not match 'ChatGPT'). */
  tool: optionalFilter,
});
export type PromptListQuery = z.input<typeof PromptListQuery>;

/**
 * A prompt as the /prompt grid shows it: the card (image, badges, title, description, 3 tools)
 * and the modal the card opens (docs/product.md#prompts: prompt text and usage tips), so opening one needs no
 * further request. Tags and times are left to the prompt's own page and the admin.
 */
export const PromptCard = PromptResponse.pick({
  id: true,
  title: true,
  description: true,
  promptText: true,
  category: true,
  difficulty: true,
  imageUrl: true,
  tools: true,
  usageTips: true,
});
export type PromptCard = z.infer<typeof PromptCard>;

export const PromptListResponse = searchedPageOf(PromptCard);
export type PromptListResponse = z.infer<typeof PromptListResponse>;

/** The category and tool filter options, built from the prompts themselves (docs/product.md#prompts). */
export const PromptFiltersResponse = z.object({
  categories: z.array(z.string()),
  tools: z.array(z.string()),
});
export type PromptFiltersResponse = z.infer<typeof PromptFiltersResponse>;

/** docs/product.md#prompts: the tools an admin is offered when adding a prompt (custom names also allowed). */
export const SUGGESTED_PROMPT_TOOLS = [
  'ChatGPT',
  'Claude',
  'Gemini',
  'Copilot',
  'Midjourney',
  'DALL-E',
  'Canva',
  'Figma',
  'Copy.ai',
  'Jasper',
  'Notion AI',
  'Grammarly',
] as const;

const required = (max: number) =>
  z
    .string(lazyMessage(() => PROMPT_MESSAGES.requiredFields))
    .trim()
    .min(
      1,
      lazyMessage(() => PROMPT_MESSAGES.requiredFields),
    )
    .max(
      max,
      lazyMessage(() => FIELD_MESSAGES.tooLong(max)),
    );

/** docs/product.md#prompts prompt add and edit. */
export const SavePromptRequest = z.object({
  title: required(200),
  description: required(2000),
  promptText: required(20000),
  category: optionalText(100),
  difficulty: z
    .enum(
      [...TUTORIAL_DIFFICULTIES, ''],
      lazyMessage(() => PROMPT_MESSAGES.difficultyInvalid),
    )
    .nullish()
    .transform((v) => v || 'Pemula'),
  imageUrl: optionalHttpsUrl(lazyMessage(() => PROMPT_MESSAGES.imageUrlInvalid)),
  // Tool names are deduplicated (docs/product.md#prompts), blank tips dropped.
  tools: textList(30, 100).transform((names) => [...new Set(names)]),
  usageTips: textList(30, 1000),
  tags: textList(30, 50),
});
export type SavePromptRequest = z.output<typeof SavePromptRequest>;
export type PromptForm = z.input<typeof SavePromptRequest>;

/** The Manage Prompts stat cards (docs/product.md#prompts). */
export const PromptStatsResponse = z.object({
  total: z.number().int(),
  categories: z.number().int(),
  thisWeek: z.number().int(),
});
export type PromptStatsResponse = z.infer<typeof PromptStatsResponse>;
