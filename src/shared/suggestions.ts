import { z } from 'zod';
import { listQuery, optionalFilter, pageOf } from './api.js';
import { isHttpUrl } from './urls.js';
import { SUGGESTION_STATUSES, SUGGESTION_TYPES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// docs/product.md#suggestions suggestion limits, read by the form's counters and the server alike.
export const SUGGESTION_TITLE_MAX = 100;
export const SUGGESTION_DESCRIPTION_MIN = 10;
export const SUGGESTION_DESCRIPTION_MAX = 500;
export const SUGGESTION_REASON_MIN = 10;
export const SUGGESTION_REASON_MAX = 300;
export const SUGGESTION_WEBSITE_MAX = 2000;

export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

// docs/product.md#suggestions wording; the description pair is ours (it gives the limits only), in Malay.
export const SUGGESTION_MESSAGES = defineMessages('SUGGESTION_MESSAGES', {
  typeRequired: 'Please select a content type',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  descriptionTooShort: `Sila huraikan sekurang-kurangnya ${SUGGESTION_DESCRIPTION_MIN} aksara.`,
  descriptionTooLong: `Penerangan mesti kurang daripada ${SUGGESTION_DESCRIPTION_MAX} aksara.`,
  invalidUrl: 'Please enter a valid URL',
  reasonTooShort: 'Please explain why this would be valuable (at least 10 characters)',
  reasonTooLong: 'Reason must be less than 300 characters',
} as const);
const M = SUGGESTION_MESSAGES;

/**
 * One schema for the Suggest Content form and POST /api/suggestions. An empty website becomes
 * null; null is accepted too, so the form can send what it parsed and the server parse it again.
 */
export const CreateSuggestionRequest = z.object({
  type: z.enum(
    SUGGESTION_TYPES,
    lazyMessage(() => M.typeRequired),
  ),
  title: z
    .string(lazyMessage(() => M.titleRequired))
    .trim()
    .min(
      1,
      lazyMessage(() => M.titleRequired),
    )
    .max(
      SUGGESTION_TITLE_MAX,
      lazyMessage(() => M.titleTooLong),
    ),
  description: z
    .string(lazyMessage(() => M.descriptionTooShort))
    .trim()
    .min(
      SUGGESTION_DESCRIPTION_MIN,
      lazyMessage(() => M.descriptionTooShort),
    )
    .max(
      SUGGESTION_DESCRIPTION_MAX,
      lazyMessage(() => M.descriptionTooLong),
    ),
  website: z
    .string(lazyMessage(() => M.invalidUrl))
    .trim()
    .max(
      SUGGESTION_WEBSITE_MAX,
      lazyMessage(() => M.invalidUrl),
    )
    .refine(
      (v) => v === '' || isHttpUrl(v),
      lazyMessage(() => M.invalidUrl),
    )
    .nullish()
    .transform((v) => v || null),
  reason: z
    .string(lazyMessage(() => M.reasonTooShort))
    .trim()
    .min(
      SUGGESTION_REASON_MIN,
      lazyMessage(() => M.reasonTooShort),
    )
    .max(
      SUGGESTION_REASON_MAX,
      lazyMessage(() => M.reasonTooLong),
    ),
});
/** What the form holds (website as typed). */
export type SuggestionForm = z.input<typeof CreateSuggestionRequest>;
/** What is sent and stored (trimmed, website null when empty). */
export type CreateSuggestionRequest = z.output<typeof CreateSuggestionRequest>;

export const SuggestionResponse = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  type: z.enum(SUGGESTION_TYPES),
  title: z.string(),
  description: z.string(),
  reason: z.string(),
  website: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuggestionResponse = z.infer<typeof SuggestionResponse>;

// The admin panel's Suggestions tab (docs/product.md#suggestions "Suggestion", "Admin").

export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

// Our wording for the refusals (docs/product.md#suggestions gives none).
export const SUGGESTION_ADMIN_MESSAGES = defineMessages('SUGGESTION_ADMIN_MESSAGES', {
  notFound: 'Suggestion not found',
  statusInvalid: 'Status must be one of approved, rejected, completed',
  filterInvalid: `Status must be one of ${SUGGESTION_STATUSES.join(', ')}`,
  typeFilterInvalid: `Type must be one of ${SUGGESTION_TYPES.join(', ')}`,
  onlyPending: 'Only a pending suggestion can be approved or rejected',
  completedIsFinal: 'A completed suggestion cannot be changed',
} as const);
const A = SUGGESTION_ADMIN_MESSAGES;

/**
 * GET /api/admin/suggestions: search (title, description, reason), status and (issue 33) type.
 * The admin list query (as admin.ts's AdminListQuery), built from api.ts so that the member
 * pages importing this file do not take admin.ts with them.
 */
export const AdminSuggestionListQuery = listQuery(['newest'] as const).extend({
  status: optionalFilter.pipe(z.enum(SUGGESTION_STATUSES, A.filterInvalid).optional()),
  type: optionalFilter.pipe(z.enum(SUGGESTION_TYPES, A.typeFilterInvalid).optional()),
});

/** One suggestion as the admin sees it, with the sender's username (null once they are gone). */
export const AdminSuggestionResponse = SuggestionResponse.extend({
  username: z.string().nullable(),
});
export type AdminSuggestionResponse = z.infer<typeof AdminSuggestionResponse>;
export const AdminSuggestionListResponse = pageOf(AdminSuggestionResponse);

/**
 * PATCH /api/admin/suggestions/{id}/status. docs/product.md#suggestions: pending → approved or rejected; any
 * suggestion → completed; completed is final. Nothing leads back to pending.
 */
export const SuggestionStatusRequest = z.object({
  status: z.enum(['approved', 'rejected', 'completed'], A.statusInvalid),
});
export type SuggestionStatusRequest = z.infer<typeof SuggestionStatusRequest>;
export type SuggestionDecision = SuggestionStatusRequest['status'];
