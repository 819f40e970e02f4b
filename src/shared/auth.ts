import { z } from 'zod';
import { AUTH_MESSAGES, loginProblems } from './auth-messages.js';
import { ACCOUNT_STATUSES, ROLES } from './constants.js';
import { INTERFACE_LANGUAGES } from './i18n/languages.js';
import { lazyMessage } from './lazy-message.js';

export { AUTH_MESSAGES } from './auth-messages.js';

export const LoginRequest = z
  .object({
    identifier: z
      .string()
      .trim()
      .max(
        254,
        lazyMessage(() => AUTH_MESSAGES.invalidCredentials),
      ),
    password: z.string().max(
      1024,
      lazyMessage(() => AUTH_MESSAGES.invalidCredentials),
    ),
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of loginProblems(value)) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 23: the member gets the weekly digest mail (docs/product.md#weekly-digest). */
  weeklyDigest: z.boolean(),
  /** Issue 33: the interface's language the member chose; null: the operator's default. */
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });

/**
 * A sign-in either opens a session (and says where to go: docs/product.md#sign-in-and-sessions, an admin signing in with a
 * username goes to /admin) or, for an account flagged to change its password, asks for a new
 * one first (docs/product.md#sign-in-and-sessions) without opening a session.
 */
export const LoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user: SessionUser, redirectTo: z.string() }),
  z.object({
    status: z.literal('password_change_required'),
    userId: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role: z.enum(ROLES),
  }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;
export type SessionResponse = z.infer<typeof SessionResponse>;
