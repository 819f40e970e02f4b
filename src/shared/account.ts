import { z } from 'zod';
import { SessionUser } from './auth.js';
import { GENDERS, MIN_LOOKUP_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';
import { isHttpsUrl } from './urls.js';

// Account wording from SPEC §5 and §8, used by the forms and the server alike.
export const ACCOUNT_MESSAGES = {
  fillAll: 'Please fill in all fields.',
  passwordsMismatch: 'Passwords do not match.',
  passwordTooShortLong: 'Password must be at least 6 characters long.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsMismatchShort: 'Passwords do not match',
  agreeTerms: 'Please agree to the terms and conditions.',
  invalidEmail: 'Invalid email address',
  usernameFormat: 'Username must be 3–30 characters: letters, numbers and underscores only.',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  invalidBirthday: 'Please enter a valid birthday.',
  lookupTooShort: 'Username must be at least 3 characters',
  usernameNotFoundTitle: 'Username Not Found',
  usernameNotFound: 'No account found with that username or no email associated.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetMismatchTitle: "Passwords Don't Match",
  resetMismatch: 'Please make sure both passwords are the same',
  resetEmailSent:
    'Jika alamat ini berdaftar, pautan untuk menetapkan semula kata laluan telah dihantar. Sila semak e-mel anda (pautan sah selama 1 jam).',
  invalidAvatar: 'Avatar URL must start with https://',
  displayNameTooLong: 'Display name must be at most 60 characters',
  // Issue 11 (wording ours): checked on the server.
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  passwordLikeAccount: 'Password must not be the same as your username or email.',
  passwordUnchanged: 'New password must be different from your current password.',
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Current password is incorrect.',
} as const;

const PASSWORD_MAX = 128;

/** New passwords everywhere: at least 6 characters (SPEC §9). */
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const Username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,30}$/, ACCOUNT_MESSAGES.usernameFormat);

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail).max(254));

const isPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2001-02-30 over to March: the round trip must give the same day back.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return time <= Date.now() && time >= Date.parse('1900-01-01');
};

/** Registration page (SPEC §5): every field required, passwords match, terms ticked. */
export const RegisterRequest = z.object({
  username: z.string().trim().min(1, ACCOUNT_MESSAGES.fillAll).pipe(Username),
  email: z.string().trim().min(1, ACCOUNT_MESSAGES.fillAll).pipe(Email),
  password: z
    .string()
    .min(1, ACCOUNT_MESSAGES.fillAll)
    .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShortLong)
    .max(PASSWORD_MAX),
  gender: z.enum(GENDERS, ACCOUNT_MESSAGES.fillAll),
  birthday: z
    .string()
    .min(1, ACCOUNT_MESSAGES.fillAll)
    .regex(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.invalidBirthday)
    .refine(isPastDate, ACCOUNT_MESSAGES.invalidBirthday),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The form adds confirm + terms, checked in the browser before anything is sent. */
export const RegisterForm = RegisterRequest.extend({
  confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.fillAll),
  terms: z.boolean().refine((v) => v, ACCOUNT_MESSAGES.agreeTerms),
}).refine((v) => v.password === v.confirmPassword, {
  message: ACCOUNT_MESSAGES.passwordsMismatch,
  path: ['confirmPassword'],
});
export type RegisterForm = z.input<typeof RegisterForm>;

/** Landing sign-up (SPEC §5): goes to the external order form, creates nothing here. */
export const LandingSignupForm = z
  .object({
    username: z.string().trim().min(1, ACCOUNT_MESSAGES.fillAll),
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.fillAll)
      .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShortLong),
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.fillAll),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type LandingSignupForm = z.input<typeof LandingSignupForm>;

/** Forced new password: the person proves the current password again with the new one. */
export const CompletePasswordChangeRequest = z.object({
  identifier: z.string().trim().min(1).max(254),
  currentPassword: z.string().min(1).max(1024),
  newPassword: NewPassword,
  /** Started on /admin-login: only an admin may finish, and lands on /admin. */
  adminLogin: z.boolean().optional(),
});
export type CompletePasswordChangeRequest = z.infer<typeof CompletePasswordChangeRequest>;

export const NewPasswordForm = z
  .object({ newPassword: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsMismatchShort,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ResetEmailRequest = z.object({ email: Email });
export type ResetEmailRequest = z.infer<typeof ResetEmailRequest>;

export const FindEmailRequest = z.object({
  username: z
    .string()
    .trim()
    .min(MIN_LOOKUP_USERNAME_LENGTH, ACCOUNT_MESSAGES.lookupTooShort)
    .max(60),
});
export type FindEmailRequest = z.infer<typeof FindEmailRequest>;
export const FindEmailResponse = z.object({ maskedEmail: z.string() });
export type FindEmailResponse = z.infer<typeof FindEmailResponse>;

const ResetToken = z
  .string()
  .min(20, ACCOUNT_MESSAGES.resetLinkInvalid)
  .max(200, ACCOUNT_MESSAGES.resetLinkInvalid);
export const ResetTokenCheckRequest = z.object({ token: ResetToken });
export const ResetPasswordRequest = z.object({ token: ResetToken, password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
/** `user`: the link signed this person in, in recovery mode (an approved account); else null. */
export const ResetPasswordResponse = z.object({
  ok: z.literal(true),
  user: SessionUser.nullable(),
});
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isHttpsUrl(v), ACCOUNT_MESSAGES.invalidAvatar);

/** Edit profile (SPEC §5): email optional, new password optional but at least 6. */
export const UpdateProfileRequest = z.object({
  displayName: z.string().trim().max(60, ACCOUNT_MESSAGES.displayNameTooLong),
  email: z.union([z.literal(''), Email]),
  avatarUrl: httpUrl,
  newPassword: z.union([z.literal(''), NewPassword]).optional(),
  /** Needed to change the email or the password, except in recovery mode (issue 11). */
  currentPassword: z.string().max(1024).optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** SPEC §9: first 2 characters of the local part, then ***, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
