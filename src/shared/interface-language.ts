import { z } from 'zod';
import { defineMessages } from './i18n/define-messages.js';
import { INTERFACE_LANGUAGES } from './i18n/languages.js';
import { lazyMessage } from './lazy-message.js';

// Issue 33: the interface's language a member or visitor chooses (decision 052).
export const LANGUAGE_MESSAGES = defineMessages('LANGUAGE_MESSAGES', {
  invalid: 'Pilih bahasa antara muka: campur, ms atau en.',
});

export const InterfaceLanguageChoice = z.enum(
  INTERFACE_LANGUAGES,
  lazyMessage(() => LANGUAGE_MESSAGES.invalid),
);

/** PUT /api/language: a visitor's choice from the footer, or a member's (saved on their account). */
export const SetLanguageRequest = z.object({ language: InterfaceLanguageChoice });
export type SetLanguageRequest = z.infer<typeof SetLanguageRequest>;
