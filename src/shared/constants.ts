// Business constants and limits from docs/product.md#limits, shared by the server and the SPA.

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_LOOKUP_USERNAME_LENGTH = 3;

export const TOOL_CATEGORIES = [
  'Writing',
  'Design',
  'Marketing',
  'Productivity',
  'Research',
  'Coding',
  'Audio',
  'Video',
  'Automation',
  'Agents',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export const PROMPT_CATEGORIES = [
  'Writing',
  'Design',
  'Marketing',
  'Productivity',
  'Research',
  'Coding',
  'Audio',
  'Video',
  'Automation',
  'Business',
] as const;

export const PRICING = ['Free', 'Freemium', 'Paid'] as const;
export type Pricing = (typeof PRICING)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;

export const ITEM_TYPES = ['tool', 'tutorial', 'workflow'] as const;
// Issue 33: 'prompt' too (migration 0029).
export const SUGGESTION_TYPES = ['tool', 'workflow', 'tutorial', 'prompt'] as const;
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export const FEEDBACK_TYPES = ['like', 'dislike', 'bug', 'suggestion'] as const;
export const FEEDBACK_STATUSES = ['new', 'read', 'in_progress', 'resolved'] as const;
export const TUTORIAL_STATUSES = ['not_started', 'watching', 'completed'] as const;
export const ITEM_STATUSES = ['not_tried', 'tried'] as const;

// Cards show this many features/alternatives before '+N' (docs/product.md#limits).
export const CARD_FEATURE_COUNT = 3;
export const RELATED_COUNT = 3;

export const FOOTER_YEAR = 2024;

/** Tutorial difficulty (docs/product.md#tutorials), in the order a filter lists it. */
export const TUTORIAL_DIFFICULTIES = ['Pemula', 'Pertengahan', 'Lanjutan'] as const;

/**
 * The language a tutorial's video speaks (docs/product.md#tutorials): Bahasa Melayu, English, or
 * both mixed ('campur'), in the order the 'Bahasa video' filter lists them.
 */
export const VIDEO_LANGUAGES = ['ms', 'en', 'campur'] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

// docs/product.md#workflows: workflow difficulty (tutorials and prompts use the Malay names instead).
export const WORKFLOW_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
