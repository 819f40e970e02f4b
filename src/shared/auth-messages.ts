// Sign-in wording and rules without zod, so /landing's sign-in form loads no validation library.

import { defineMessages } from './i18n/define-messages.js';

export const AUTH_MESSAGES = defineMessages('AUTH_MESSAGES', {
  bothRequired: 'Please enter both email/username and password.',
  invalidCredentials: 'Invalid email or password.',
  // docs/product.md#sign-in-and-sessions: wording ours.
  accountPending:
    'Akaun anda sedang menunggu kelulusan admin. Sila cuba lagi selepas akaun diluluskan.',
  accountDeclined: 'Permohonan akaun anda telah ditolak. Sila hubungi admin untuk bantuan.',
  signInRequired: 'Sila log masuk untuk meneruskan.',
  adminRequired: 'Admin Access Required',
  foreignOrigin: 'Permintaan ditolak: asal permintaan tidak sah.',
  adminOnly: 'Akaun ini bukan akaun admin. Sila log masuk di halaman ahli.',
  noPasswordChangeNeeded: 'Akaun ini tidak perlu menukar kata laluan.',
} as const);

/** docs/product.md#sign-in-and-sessions: both fields are required after trimming; each empty one is named. */
export function loginProblems({ identifier, password }: { identifier: string; password: string }) {
  const problems: { field: 'identifier' | 'password'; message: string }[] = [];
  // Read as the form is checked: in the page's language.
  const message = AUTH_MESSAGES.bothRequired;
  if (!identifier.trim()) problems.push({ field: 'identifier', message });
  if (!password.trim()) problems.push({ field: 'password', message });
  return problems;
}
