import { z } from 'zod';
import { SessionUser } from './auth.js';
import { GENDERS, MIN_LOOKUP_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';
import { WORDS } from './glossary.js';
import { InterfaceLanguageChoice } from './interface-language.js';
import { isHttpsUrl } from './urls.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;
const DISPLAY_NAME_MAX = 60;
const LOOKUP_USERNAME_MAX = 60;

// Account wording. docs/product.md#accounts-and-approval fix the English ones, exactly as written there; the rest are
// ours and, as members read them, in Malay (issue 16).
export const ACCOUNT_MESSAGES = defineMessages('ACCOUNT_MESSAGES', {
  joinReasonTooLong: 'Jawapan mestilah tidak melebihi 500 aksara.',
  orderNumberInvalid:
    'No. pesanan mestilah tidak melebihi 40 aksara, dan hanya huruf, nombor, ruang, - / # atau .',
  fillAll: 'Please fill in all fields.',
  passwordsMismatch: 'Passwords do not match.',
  passwordTooShortLong: 'Password must be at least 6 characters long.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsMismatchShort: 'Passwords do not match',
  agreeTerms: 'Please agree to the terms and conditions.',
  invalidEmail: 'Invalid email address',
  emailTaken: 'Email already registered',
  lookupTooShort: 'Username must be at least 3 characters',
  usernameNotFoundTitle: 'Username Not Found',
  usernameNotFound: 'No account found with that username or no email associated.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetMismatchTitle: "Passwords Don't Match",
  resetMismatch: 'Please make sure both passwords are the same',
  // Ours (docs/product.md names none), with the glossary's words (shared/glossary.ts).
  usernameFormat: 'Username mesti 3–30 aksara: huruf, nombor dan garis bawah sahaja.',
  usernameTaken: 'Username ini sudah digunakan.',
  invalidBirthday: 'Sila masukkan tarikh lahir yang sah.',
  passwordTooLong: `Kata laluan tidak boleh melebihi ${PASSWORD_MAX} aksara.`,
  emailTooLong: `${WORDS.emailLabel} tidak boleh melebihi ${EMAIL_MAX} aksara.`,
  lookupTooLong: `Username tidak boleh melebihi ${LOOKUP_USERNAME_MAX} aksara.`,
  resetEmailSent: `Jika alamat ini berdaftar, pautan untuk menetapkan semula kata laluan telah dihantar. Sila semak ${WORDS.email} anda (pautan sah selama 1 jam).`,
  invalidAvatar: 'Alamat gambar avatar mesti bermula dengan https://',
  displayNameTooLong: `Nama paparan tidak boleh melebihi ${DISPLAY_NAME_MAX} aksara.`,
  // Issue 11: checked on the server.
  passwordTooCommon: 'Kata laluan ini terlalu biasa digunakan. Sila pilih kata laluan yang lain.',
  passwordLikeAccount: `Kata laluan tidak boleh sama dengan username atau ${WORDS.email} anda.`,
  passwordUnchanged: 'Kata laluan baharu mesti berbeza daripada kata laluan semasa anda.',
  currentPasswordRequired: `Masukkan kata laluan semasa anda untuk menukar ${WORDS.email} atau kata laluan.`,
  currentPasswordWrong: 'Kata laluan semasa tidak betul.',
} as const);

/** New passwords everywhere: at least 6 characters (docs/product.md#accounts-and-approval). */
export const NewPassword = z
  .string()
  .min(
    MIN_PASSWORD_LENGTH,
    lazyMessage(() => ACCOUNT_MESSAGES.passwordTooShort),
  )
  .max(
    PASSWORD_MAX,
    lazyMessage(() => ACCOUNT_MESSAGES.passwordTooLong),
  );

export const Username = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_]{3,30}$/,
    lazyMessage(() => ACCOUNT_MESSAGES.usernameFormat),
  );

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.email(lazyMessage(() => ACCOUNT_MESSAGES.invalidEmail)).max(
      EMAIL_MAX,
      lazyMessage(() => ACCOUNT_MESSAGES.emailTooLong),
    ),
  );

const isPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2001-02-30 over to March: the round trip must give the same day back.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return time <= Date.now() && time >= Date.parse('1900-01-01');
};

/** Registration on the server (docs/product.md#accounts-and-approval): every field required, password at least 6. */
/** Issue 23: 'Kenapa anda ingin menyertai?', optional. */
export const JOIN_REASON_MAX = 500;

export const ORDER_NUMBER_MAX = 40;
/** Issue 33: an optional order number matching a payment (registration, the Users tab); blank is none. */
export const OrderNumber = z
  .string()
  .trim()
  .max(
    ORDER_NUMBER_MAX,
    lazyMessage(() => ACCOUNT_MESSAGES.orderNumberInvalid),
  )
  .regex(
    /^[\p{L}\p{N} ./#-]*$/u,
    lazyMessage(() => ACCOUNT_MESSAGES.orderNumberInvalid),
  )
  .nullish()
  .transform((v) => v || null);

export const RegisterRequest = z.object({
  username: z
    .string()
    .trim()
    .min(
      1,
      lazyMessage(() => ACCOUNT_MESSAGES.fillAll),
    )
    .pipe(Username),
  email: z
    .string()
    .trim()
    .min(
      1,
      lazyMessage(() => ACCOUNT_MESSAGES.fillAll),
    )
    .pipe(Email),
  password: z
    .string()
    .min(
      1,
      lazyMessage(() => ACCOUNT_MESSAGES.fillAll),
    )
    .min(
      MIN_PASSWORD_LENGTH,
      lazyMessage(() => ACCOUNT_MESSAGES.passwordTooShortLong),
    )
    .max(
      PASSWORD_MAX,
      lazyMessage(() => ACCOUNT_MESSAGES.passwordTooLong),
    ),
  gender: z.enum(
    GENDERS,
    lazyMessage(() => ACCOUNT_MESSAGES.fillAll),
  ),
  birthday: z
    .string()
    .min(
      1,
      lazyMessage(() => ACCOUNT_MESSAGES.fillAll),
    )
    .regex(
      /^\d{4}-\d{2}-\d{2}$/,
      lazyMessage(() => ACCOUNT_MESSAGES.invalidBirthday),
    )
    .refine(
      isPastDate,
      lazyMessage(() => ACCOUNT_MESSAGES.invalidBirthday),
    ),
  joinReason: z
    .string()
    .trim()
    .max(
      JOIN_REASON_MAX,
      lazyMessage(() => ACCOUNT_MESSAGES.joinReasonTooLong),
    )
    .nullish()
    .transform((v) => v || null),
  orderNumber: OrderNumber,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** One rule of a form, in docs/product.md#accounts-and-approval's order: its message and the fields that break it. */
interface FormRule<T> {
  /** Read when the form is checked, in the page's language. */
  message: () => string;
  brokenBy: (value: T) => (keyof T & string)[];
}

/**
 * docs/product.md#accounts-and-approval lists a form's rules in order and the form reports the first one broken (docs/product.md#accounts-and-approval: in
 * the 'Validation Error' toast), under every field that breaks it. zod alone would check the
 * fields first and a rule across fields (passwords match) only once they all pass.
 */
function firstBrokenRule<T>(rules: FormRule<T>[]) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    for (const { message, brokenBy } of rules) {
      const fields = brokenBy(value);
      for (const field of fields)
        ctx.addIssue({ code: 'custom', message: message(), path: [field] });
      if (fields.length > 0) return;
    }
  };
}

/** The fields left empty; docs/product.md#accounts-and-approval trims the username and the email, never a password. */
const blank = <T extends Record<string, unknown>>(value: T, fields: (keyof T & string)[]) =>
  fields.filter((field) => {
    const text = String(value[field] ?? '');
    return (field === 'username' || field === 'email' ? text.trim() : text) === '';
  });

interface PasswordPair {
  password: string;
  confirmPassword: string;
}
/** docs/product.md#accounts-and-approval registration and landing sign-up: passwords match, then at least 6 characters. */
const passwordRules = <T extends PasswordPair>(): FormRule<T>[] => [
  {
    message: () => ACCOUNT_MESSAGES.passwordsMismatch,
    brokenBy: (v) => (v.password === v.confirmPassword ? [] : ['confirmPassword']),
  },
  {
    message: () => ACCOUNT_MESSAGES.passwordTooShortLong,
    brokenBy: (v) => (v.password.length < MIN_PASSWORD_LENGTH ? ['password'] : []),
  },
];

const RegisterFormFields = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  gender: z.string(),
  birthday: z.string(),
  // The form's empty optional field is null.
  joinReason: z.string().nullish(),
  orderNumber: z.string().nullish(),
  terms: z.boolean(),
});
type RegisterFormFields = z.infer<typeof RegisterFormFields>;

/**
 * The registration form (docs/product.md#accounts-and-approval), checked in the browser before anything is sent: all fields
 * filled, passwords match, password at least 6, terms ticked, in that order; then the server's
 * own rules (username, email and birthday formats).
 */
export const RegisterForm = RegisterFormFields.superRefine(
  firstBrokenRule<RegisterFormFields>([
    {
      message: () => ACCOUNT_MESSAGES.fillAll,
      brokenBy: (v) =>
        blank(v, ['username', 'email', 'password', 'confirmPassword', 'gender', 'birthday']),
    },
    ...passwordRules<RegisterFormFields>(),
    { message: () => ACCOUNT_MESSAGES.agreeTerms, brokenBy: (v) => (v.terms ? [] : ['terms']) },
  ]),
).pipe(RegisterRequest.extend({ confirmPassword: z.string(), terms: z.literal(true) }));
/** What the form holds. */
export type RegisterForm = z.input<typeof RegisterForm>;
/** What it gives once every rule holds. */
export type RegisterFormValues = z.output<typeof RegisterForm>;

const LandingSignupFields = z.object({
  username: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
type LandingSignupFields = z.infer<typeof LandingSignupFields>;

/**
 * Landing sign-up (docs/product.md#accounts-and-approval): goes to the external order form, creates nothing here. All fields
 * filled, passwords match, at least 6 characters, in that order.
 */
export const LandingSignupForm = LandingSignupFields.superRefine(
  firstBrokenRule<LandingSignupFields>([
    {
      message: () => ACCOUNT_MESSAGES.fillAll,
      brokenBy: (v) => blank(v, ['username', 'password', 'confirmPassword']),
    },
    ...passwordRules<LandingSignupFields>(),
  ]),
).pipe(LandingSignupFields.extend({ username: z.string().trim() }));
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
    error: () => ACCOUNT_MESSAGES.passwordsMismatchShort,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const ResetEmailRequest = z.object({ email: Email });
export type ResetEmailRequest = z.infer<typeof ResetEmailRequest>;

export const FindEmailRequest = z.object({
  username: z
    .string()
    .trim()
    .min(
      MIN_LOOKUP_USERNAME_LENGTH,
      lazyMessage(() => ACCOUNT_MESSAGES.lookupTooShort),
    )
    .max(
      LOOKUP_USERNAME_MAX,
      lazyMessage(() => ACCOUNT_MESSAGES.lookupTooLong),
    ),
});
export type FindEmailRequest = z.infer<typeof FindEmailRequest>;
export const FindEmailResponse = z.object({ maskedEmail: z.string() });
export type FindEmailResponse = z.infer<typeof FindEmailResponse>;

const ResetToken = z
  .string()
  .min(
    20,
    lazyMessage(() => ACCOUNT_MESSAGES.resetLinkInvalid),
  )
  .max(
    200,
    lazyMessage(() => ACCOUNT_MESSAGES.resetLinkInvalid),
  );
export const ResetTokenCheckRequest = z.object({ token: ResetToken });
/**
 * The reset page's form (/reset-password): a new password twice. Both not the same is said
 * apart (a toast in the script, under the confirmation without it: docs/product.md).
 */
export const ResetPasswordForm = z.object({ password: NewPassword, confirmPassword: z.string() });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

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
  .refine(
    (v) => v === '' || isHttpsUrl(v),
    lazyMessage(() => ACCOUNT_MESSAGES.invalidAvatar),
  );

/** Edit profile (docs/product.md#accounts-and-approval): email optional, new password optional but at least 6. */
export const UpdateProfileRequest = z.object({
  displayName: z
    .string()
    .trim()
    .max(
      DISPLAY_NAME_MAX,
      lazyMessage(() => ACCOUNT_MESSAGES.displayNameTooLong),
    ),
  email: z.union([z.literal(''), Email]),
  avatarUrl: httpUrl,
  newPassword: z.union([z.literal(''), NewPassword]).optional(),
  /** Needed to change the email or the password, except in recovery mode (issue 11). */
  currentPassword: z.string().max(1024).optional(),
  /** Issue 23: the weekly digest mail on or off; left as it is when absent. */
  weeklyDigest: z.boolean().optional(),
  /** Issue 33: the interface's language (null: the operator's default); left as it is when absent. */
  interfaceLanguage: InterfaceLanguageChoice.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** docs/product.md#accounts-and-approval: first 2 characters of the local part, then ***, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
