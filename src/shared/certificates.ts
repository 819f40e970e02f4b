import { z } from 'zod';
import { lazyMessage } from './lazy-message.js';
import { FIELD_MESSAGES } from './api.js';
import { defineMessages } from './i18n/define-messages.js';

// Issue 21: the learning-path certificate. A member who has passed the quiz of every tutorial of
// the admin's path, and has every tutorial without a quiz Selesai, gets a certificate with a
// code; anyone with the code can check it at /sijil/{code}. Issue 31: the name on it is the
// member's profile name (changed only through Edit Profil, which is audited), shown with the
// username and the date (docs/product.md#learning-path).

export const CERTIFICATE_NAME_MIN = 2;

export const CERTIFICATE_MESSAGES = defineMessages('CERTIFICATE_MESSAGES', {
  notEarned:
    'Sijil diberi apabila anda lulus kuiz setiap tutorial dalam laluan pembelajaran, dan tutorial yang tiada kuiz ditandakan selesai.',
  notFound: 'Sijil tidak dijumpai. Semak kod sijil dan cuba lagi.',
  nameRequired:
    'Tetapkan nama penuh anda sebagai Nama Paparan di Edit Profil dahulu: nama itulah yang dicetak pada sijil.',
  /** What a certificate proves, on it and on its public check. */
  records:
    'Sijil ini merekodkan bahawa pemiliknya telah menyelesaikan tutorial berikut dan lulus kuiznya di Hab AI.',
} as const);

/**
 * The member's name as a certificate prints it: their display name, unless it is blank, too
 * short or only their username (every account starts with its username as its display name,
 * so that one was never chosen as a name). Null: the member must set one first.
 */
export function certificateName(user: {
  username: string;
  displayName: string | null;
}): string | null {
  const name = user.displayName?.trim() ?? '';
  if (name.length < CERTIFICATE_NAME_MIN) return null;
  return name.toLowerCase() === user.username.toLowerCase() ? null : name;
}

/** HAB-XXXX-XXXX: letters and digits that cannot be mistaken for one another. */
export const CERTIFICATE_CODE =
  /^HAB-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

export const Certificate = z.object({
  code: z.string(),
  /** The member's profile name as it is now (their username if they have cleared it since). */
  name: z.string(),
  username: z.string(),
  /** The Kuala Lumpur day it was issued (YYYY-MM-DD). */
  issuedOn: z.string(),
  /** The path's tutorials when it was issued, in order. */
  tutorials: z.array(z.string()),
});
export type Certificate = z.infer<typeof Certificate>;

/**
 * GET /api/me/certificate: the member's certificate, whether they have earned one, and the name
 * it prints (null until they set a profile name).
 */
export const MyCertificateResponse = z.object({
  certificate: Certificate.nullable(),
  earned: z.boolean(),
  name: z.string().nullable(),
});
export type MyCertificateResponse = z.infer<typeof MyCertificateResponse>;

/** GET /api/certificates/{code}: what anyone may check. The same fields, and nothing private. */
export const VerifyCertificateResponse = Certificate;
export type VerifyCertificateResponse = z.infer<typeof VerifyCertificateResponse>;

export const CertificateParams = z.object({
  code: z.string().max(
    20,
    lazyMessage(() => FIELD_MESSAGES.fieldTooLong('code')),
  ),
});
