import { z } from 'zod';
import { listQuery, optionalFilter, pageOf } from './api.js';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// docs/product.md#feedback: feedback message at most 500 characters (the dialog's live counter reads this).
export const FEEDBACK_MESSAGE_MAX = 500;
/** The page the member was on: a path of this site, as long as a browser would sensibly make. */
export const FEEDBACK_PAGE_URL_MAX = 2000;
/** The User-Agent header is stored cut to this length: it is a hint for the admin, not a key. */
export const FEEDBACK_USER_AGENT_MAX = 500;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

// docs/product.md#feedback rule wording; the too-long and page messages are ours. The too-long one a member can
// meet, so it is in Malay; the page address is the SPA's own, refused only for a hand-made call.
export const FEEDBACK_MESSAGES = defineMessages('FEEDBACK_MESSAGES', {
  required: 'Please select a feedback type and add a message',
  tooLong: `Mesej tidak boleh melebihi ${FEEDBACK_MESSAGE_MAX} aksara.`,
  invalidPage: 'Page address must be a path on this site',
} as const);
const M = FEEDBACK_MESSAGES;

/** One schema for the feedback dialog and POST /api/feedback. */
export const CreateFeedbackRequest = z.object({
  type: z.enum(
    FEEDBACK_TYPES,
    lazyMessage(() => M.required),
  ),
  message: z
    .string(lazyMessage(() => M.required))
    .trim()
    .min(
      1,
      lazyMessage(() => M.required),
    )
    .max(
      FEEDBACK_MESSAGE_MAX,
      lazyMessage(() => M.tooLong),
    ),
  // Only a path of our own (not '//host'): the admin panel may show it as a link.
  pageUrl: z
    .string(lazyMessage(() => M.invalidPage))
    .max(
      FEEDBACK_PAGE_URL_MAX,
      lazyMessage(() => M.invalidPage),
    )
    .regex(
      /^\/(?!\/)[^\s\\]*$/,
      lazyMessage(() => M.invalidPage),
    )
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateFeedbackRequest = z.output<typeof CreateFeedbackRequest>;

export const FeedbackResponse = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

// The admin panel's Feedback tab (docs/product.md#feedback "Feedback status", "Admin").

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** The admin's notes on one feedback item. */
export const FEEDBACK_NOTES_MAX = 2000;

// Our wording (docs/product.md#feedback gives none for these refusals).
export const FEEDBACK_ADMIN_MESSAGES = defineMessages('FEEDBACK_ADMIN_MESSAGES', {
  notFound: 'Feedback not found',
  statusInvalid: `Status must be one of ${FEEDBACK_STATUSES.join(', ')}`,
  typeInvalid: `Type must be one of ${FEEDBACK_TYPES.join(', ')}`,
  notesTooLong: `Notes must be at most ${FEEDBACK_NOTES_MAX} characters`,
  nothingToUpdate: 'Give a status or notes to save',
} as const);
const A = FEEDBACK_ADMIN_MESSAGES;

/**
 * GET /api/admin/feedback: search (message, page), status and type ('all' is no filter).
 * The admin list query (as admin.ts's AdminListQuery), built from api.ts so that the member
 * pages importing this file do not take admin.ts with them.
 */
export const AdminFeedbackListQuery = listQuery(['newest'] as const).extend({
  status: optionalFilter.pipe(z.enum(FEEDBACK_STATUSES, A.statusInvalid).optional()),
  type: optionalFilter.pipe(z.enum(FEEDBACK_TYPES, A.typeInvalid).optional()),
});

/** One feedback item as the admin sees it, with the sender's username (null: anonymous). */
export const AdminFeedbackResponse = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFeedbackResponse = z.infer<typeof AdminFeedbackResponse>;
export const AdminFeedbackListResponse = pageOf(AdminFeedbackResponse);

/**
 * PATCH /api/admin/feedback/{id}. docs/product.md#feedback: any status may be set directly; notes saved alone
 * keep the current status. Notes are trimmed; empty notes are cleared (null).
 */
export const UpdateFeedbackRequest = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, A.statusInvalid).optional(),
    adminNotes: z
      .string(A.notesTooLong)
      .trim()
      .max(FEEDBACK_NOTES_MAX, A.notesTooLong)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((b) => b.status !== undefined || b.adminNotes !== undefined, A.nothingToUpdate);
export type UpdateFeedbackRequest = z.output<typeof UpdateFeedbackRequest>;
