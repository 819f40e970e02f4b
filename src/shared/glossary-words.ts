// The glossary's words (shared/glossary.ts, docs/product.md#glossary), in a module of their own
// so /landing's first load, which needs only these, does not carry the glossary's labels.

/** The chosen words: lower case inside a sentence, capitalised where a label starts with them. */

import { defineMessages } from './i18n/define-messages.js';

export const WORDS = defineMessages('WORDS', {
  email: 'e-mel',
  emailLabel: 'E-mel',
  update: 'kemas kini',
  updateLabel: 'Kemas kini',
  updated: 'dikemas kini',
  liveClass: 'Kelas langsung',
  aiTools: 'Alat AI',
  favorite: 'Kegemaran',
} as const);
