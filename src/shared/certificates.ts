import { z } from 'zod';

// Issue 21: the learning-path certificate. A member who has every tutorial of the admin's path
// Selesai, and its quiz passed where it has one, gets a certificate with a code; anyone with the
// code can check it at /sijil/{code}, which shows only the name, the date and the path.

export const CERTIFICATE_MESSAGES = {
  notEarned:
    'Sijil diberi apabila setiap tutorial dalam laluan pembelajaran selesai, termasuk kuiznya.',
  notFound: 'Sijil tidak dijumpai. Semak kod sijil dan cuba lagi.',
  nameRequired: 'Tulis nama anda seperti yang mahu dipaparkan pada sijil (2 hingga 80 aksara).',
} as const;

/**
 * POST /api/me/certificate: the name to print, as the member confirms it: the certificate's
 * public check shows it, so it is never taken from the account without asking.
 */
export const IssueCertificateRequest = z.object({
  name: z
    .string(CERTIFICATE_MESSAGES.nameRequired)
    .trim()
    .min(2, CERTIFICATE_MESSAGES.nameRequired)
    .max(80, CERTIFICATE_MESSAGES.nameRequired),
});
export type IssueCertificateRequest = z.infer<typeof IssueCertificateRequest>;

/** HAB-XXXX-XXXX: letters and digits that cannot be mistaken for one another. */
export const CERTIFICATE_CODE =
  /^HAB-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

export const Certificate = z.object({
  code: z.string(),
  name: z.string(),
  /** The Kuala Lumpur day it was issued (YYYY-MM-DD). */
  issuedOn: z.string(),
  /** The path's tutorials when it was issued, in order. */
  tutorials: z.array(z.string()),
});
export type Certificate = z.infer<typeof Certificate>;

/** GET /api/me/certificate: the member's certificate, and whether they have earned one. */
export const MyCertificateResponse = z.object({
  certificate: Certificate.nullable(),
  earned: z.boolean(),
  /** The name the form offers: the display name, unless it is only the username. */
  suggestedName: z.string(),
});
export type MyCertificateResponse = z.infer<typeof MyCertificateResponse>;

/** GET /api/certificates/{code}: what anyone may check. The same fields, and nothing private. */
export const VerifyCertificateResponse = Certificate;
export type VerifyCertificateResponse = z.infer<typeof VerifyCertificateResponse>;

export const CertificateParams = z.object({ code: z.string().max(20, 'code is too long') });
