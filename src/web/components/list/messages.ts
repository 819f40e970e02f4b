// Wording shared by every list page.

import { defineMessages } from '@shared/i18n/define-messages';

export const LIST_MESSAGES = defineMessages('LIST_MESSAGES', {
  loadMore: 'Muat lagi',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  retry: 'Cuba lagi',
  noMatchHint: 'Cuba kata kunci lain atau kosongkan penapis.',
  clearFilters: 'Kosongkan penapis',
  // Issue 19: the member's own saved items only.
  savedOnly: 'Disimpan sahaja',
} as const);
