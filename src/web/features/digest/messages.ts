import { DIGEST_MESSAGES } from '@shared/digest';
import { WORDS } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';

// Issue 23: the /unsubscribe page (docs/product.md#weekly-digest).
export const UNSUBSCRIBE_MESSAGES = defineMessages('UNSUBSCRIBE_MESSAGES', {
  title: 'Berhenti melanggan',
  intro: `Anda tidak akan menerima ringkasan mingguan Hab AI melalui ${WORDS.email} lagi.`,
  confirm: 'Berhenti melanggan',
  confirming: 'Sedang diproses…',
  done: DIGEST_MESSAGES.unsubscribed,
  resubscribe: `Ubah fikiran? Anda boleh melanggan semula di Edit Profil pada dashboard anda.`,
  badToken: DIGEST_MESSAGES.badToken,
  noToken: DIGEST_MESSAGES.noToken,
  failed: 'Tidak dapat berhenti melanggan sekarang. Sila cuba lagi sebentar lagi.',
  home: 'Ke Hab AI',
} as const);
