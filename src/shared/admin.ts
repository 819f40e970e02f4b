import { z } from 'zod';
import { Email, NewPassword, OrderNumber, Username } from './account.js';
import { FIELD_MESSAGES, listQuery, optionalFilter, pageOf } from './api.js';
import { ACCOUNT_STATUSES, ROLES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

/**
 * What the admin panel manages; a change event names one of these, and the SPA invalidates
 * that resource's queries (and the statistics) when it arrives.
 */
export const ADMIN_RESOURCES = [
  'users',
  'tools',
  'tutorials',
  'workflows',
  'prompts',
  'categories',
  'suggestions',
  'feedback',
  'learning-path',
  'synonyms',
  'audit',
  'links',
  'reports',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** What an audited admin write did (the audit log's action; the Audit tab filters by it). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'decline',
  'reject',
  'complete',
  'add',
  'remove',
  'update-quiz',
  'delete-quiz',
  'import',
  'run',
  /** Issue 31: a member changed their display name, the name their certificate prints. */
  'update-profile-name',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One Server-Sent Event of /api/admin/events (event name `change`). */
export const ChangeEvent = z.object({ resource: z.enum(ADMIN_RESOURCES) });
export type ChangeEvent = z.infer<typeof ChangeEvent>;
/**
 * Sent before /api/admin/events ends a stream because its admin opened too many: the panel stops
 * listening rather than reconnecting and ending another of theirs.
 */
export const STREAM_REPLACED_EVENT = 'replaced';

// docs/product.md#admin-panel "Admin" wording shared by the server and the panel.
export const ADMIN_MESSAGES = defineMessages('ADMIN_MESSAGES', {
  userCreated: 'User account created and welcome email sent',
  userCreatedNoMail: 'User created but email could not be sent',
  emailTaken: 'Email already registered',
  createUserFailed: 'Failed to create user',
  adminNotDeletable: 'The admin account cannot be deleted',
  selfNotDeletable: 'You cannot delete your own account',
  pendingNotDeletable: 'Approve or decline a pending account before deleting it',
  onlyPendingStatus: 'Only pending accounts can be approved or declined',
  userNotFound: 'User not found',
  // Issue 23: the bulk decision's checks.
  idTooLong: 'id is too long',
  chooseAccounts: 'Choose at least one account',
  tooManyAccounts: (max: number) => `At most ${max} accounts at once`,
  accountTwice: 'An account is chosen twice',
} as const);

/** The statistic cards of /admin (docs/product.md#admin-panel). */
export const AdminStatsResponse = z.object({
  totalUsers: z.number().int(),
  pendingUsers: z.number().int(),
  tools: z.number().int(),
  tutorials: z.number().int(),
  workflows: z.number().int(),
  categories: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;

/** Every admin list: the search, one page, and its own filters where it has them. */
export const AdminListQuery = listQuery(['newest'] as const);
export type AdminListQuery = z.input<typeof AdminListQuery>;

/** Issue 33: the Users tab sorts by joined or last-active date, newest first. */
export const ADMIN_USER_SORTS = ['joined', 'active'] as const;
export const AdminUserListQuery = listQuery(ADMIN_USER_SORTS).extend({
  status: optionalFilter.pipe(z.enum(ACCOUNT_STATUSES).optional()),
});

export const AdminUserResponse = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** docs/product.md#admin-panel admin view; one account kind here (docs/product.md#sign-in-and-sessions). */
  passwordResetRequired: z.boolean(),
  /** docs/product.md#admin-panel: the first admin (ADMIN_USERNAME, `admin` by default) is never deleted. */
  protected: z.boolean(),
  /** Issue 23: why they want to join, as they said at registration. */
  joinReason: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 33: written at most hourly while signed in; null: not since it was recorded. */
  lastActiveAt: z.string().nullable(),
  /** Issue 33: the order number matching a payment; null when none. */
  orderNumber: z.string().nullable(),
});
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;
export const AdminUserListResponse = pageOf(AdminUserResponse);

/** Issue 33: the admin sets an account's order number; blank or null clears it. */
export const UserOrderNumberRequest = z.object({ orderNumber: OrderNumber });
export type UserOrderNumberRequest = z.infer<typeof UserOrderNumberRequest>;

/** docs/product.md#admin-panel Add User: username rules, email, password ≥ 6, role user or admin (default user). */
export const CreateUserRequest = z.object({
  username: Username,
  email: Email,
  password: NewPassword,
  role: z.enum(ROLES).default('user'),
});
export type CreateUserRequest = z.output<typeof CreateUserRequest>;
export type CreateUserForm = z.input<typeof CreateUserRequest>;

export const CreateUserResponse = z.object({
  user: AdminUserResponse,
  emailSent: z.boolean(),
  message: z.string(),
});
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

/** docs/product.md#admin-panel: a pending account is approved or declined. */
export const UserStatusRequest = z.object({ status: z.enum(['approved', 'declined']) });

/** Issue 23: several pending accounts decided at once (one confirmation). */
export const BULK_DECISIONS_MAX = 100;
export const BulkUserStatusRequest = z.object({
  ids: z
    .array(
      z.string().max(
        100,
        lazyMessage(() => ADMIN_MESSAGES.idTooLong),
      ),
      lazyMessage(() => ADMIN_MESSAGES.chooseAccounts),
    )
    .min(
      1,
      lazyMessage(() => ADMIN_MESSAGES.chooseAccounts),
    )
    .max(
      BULK_DECISIONS_MAX,
      lazyMessage(() => ADMIN_MESSAGES.tooManyAccounts(BULK_DECISIONS_MAX)),
    )
    .refine(
      (ids) => new Set(ids).size === ids.length,
      lazyMessage(() => ADMIN_MESSAGES.accountTwice),
    ),
  status: z.enum(['approved', 'declined']),
});
export type BulkUserStatusRequest = z.infer<typeof BulkUserStatusRequest>;
export const BulkUserStatusResponse = z.object({ users: z.array(AdminUserResponse) });
export type BulkUserStatusResponse = z.infer<typeof BulkUserStatusResponse>;

/** Issue 23: whether this admin is mailed about each registration. */
export const AdminNotifications = z.object({ registrations: z.boolean() });
export type AdminNotifications = z.infer<typeof AdminNotifications>;

// Issue 23: the audit log the admin writes, shown in the panel.

/** The periods the log can be narrowed to, in days. */
export const AUDIT_PERIODS = [7, 30, 90] as const;

export const AuditListQuery = AdminListQuery.extend({
  /** The acting admin's id. */
  actor: optionalFilter,
  action: optionalFilter,
  resource: optionalFilter.pipe(
    z
      .enum(
        ADMIN_RESOURCES,
        lazyMessage(() => FIELD_MESSAGES.fieldUnknown('resource')),
      )
      .optional(),
  ),
  /** The last so many days (Kuala Lumpur time does not matter at this grain: counted back from now). */
  days: optionalFilter.pipe(
    z
      .enum(
        AUDIT_PERIODS.map(String) as [string, ...string[]],
        lazyMessage(() => FIELD_MESSAGES.daysInvalid),
      )
      .optional(),
  ),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const AuditEntryResponse = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** The admin's username now, or null when the account is gone. */
  actorName: z.string().nullable(),
  action: z.string(),
  resource: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The item before and after, as JSON text. */
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryResponse = z.infer<typeof AuditEntryResponse>;
export const AuditListResponse = pageOf(AuditEntryResponse);

/** The admins who wrote to the log, for its filter. */
export const AuditActorsResponse = z.object({
  items: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type AuditActorsResponse = z.infer<typeof AuditActorsResponse>;
