import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from './constants.js';

export const AUTH_MESSAGES = {
  bothRequired: 'Please enter both email/username and password.',
  invalidCredentials: 'Invalid email or password.',
  // DESIGN §7.4: wording ours.
  accountPending:
    'Akaun anda sedang menunggu kelulusan admin. Sila cuba lagi selepas akaun diluluskan.',
  accountDeclined: 'Permohonan akaun anda telah ditolak. Sila hubungi admin untuk bantuan.',
  signInRequired: 'Sila log masuk untuk meneruskan.',
  adminRequired: 'Admin Access Required',
  foreignOrigin: 'Permintaan ditolak: asal permintaan tidak sah.',
  adminOnly: 'Akaun ini bukan akaun admin. Sila log masuk di halaman ahli.',
  noPasswordChangeNeeded: 'Akaun ini tidak perlu menukar kata laluan.',
} as const;

export const LoginRequest = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.bothRequired)
    .max(254, AUTH_MESSAGES.invalidCredentials),
  password: z
    .string()
    .min(1, AUTH_MESSAGES.bothRequired)
    .max(1024, AUTH_MESSAGES.invalidCredentials),
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
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });

/**
 * A sign-in either opens a session (and says where to go: SPEC §6, an admin signing in with a
 * username goes to /admin) or, for an account flagged to change its password, asks for a new
 * one first (SPEC §4) without opening a session.
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

/** Name shown in the welcome line: username, else the part of the email before the @. */
export function welcomeName(user: Pick<SessionUser, 'username' | 'email'>): string {
  return user.username || (user.email ?? '').split('@')[0] || '';
}
