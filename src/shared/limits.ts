// API constants without zod, so the SPA's first load need not carry the validation library.

import { defineMessages } from './i18n/define-messages.js';

// Error body of every failed API call (docs/architecture.md#api-conventions).
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** What a failure the app did not foresee says (a 500, a request that never got an answer). */
export const API_ERROR_MESSAGES = defineMessages('API_ERROR_MESSAGES', {
  generic: 'An unexpected error occurred. Please try again.',
} as const);

export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_MAX = 200;
/** The longest value a list's choice filter (category, pricing, …) takes. */
export const FILTER_MAX = 100;

/** docs/product.md#dashboard: favourite tool cards show 2 key features, then '+N lagi'. */
export const FAVORITE_CARD_FEATURE_COUNT = 2;
/** docs/product.md#dashboard: favourite workflow cards show 3 tools, then a count of the rest. */
export const FAVORITE_CARD_TOOL_COUNT = 3;
/** Prompt cards show this many tools before '+N' (docs/product.md#prompts). */
export const PROMPT_CARD_TOOL_COUNT = 3;
// docs/product.md#workflows: workflow cards show 4 tools then '+N more tools'.
export const WORKFLOW_CARD_TOOL_COUNT = 4;
