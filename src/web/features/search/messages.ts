import type { SearchKind } from '@shared/search';
import { NOTHING_FOUND_MESSAGES } from '../../components/nothing-found';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the search everywhere (docs/product.md#search-everything).
export const SEARCH_MESSAGES = defineMessages('SEARCH_MESSAGES', {
  open: 'Cari',
  openLong: 'Cari semua (Ctrl/⌘+K)',
  title: 'Cari semua',
  label: 'Cari alat, tutorial, workflow dan prompt',
  placeholder: 'Cari apa sahaja… cth. gambar, buat slide',
  results: 'Hasil carian',
  kinds: {
    tool: 'Alat AI',
    tutorial: 'Tutorial',
    workflow: 'Workflow',
    prompt: 'Prompt',
  } satisfies Record<SearchKind, string>,
  seeAll: (kind: string) => `Lihat semua dalam ${kind}`,
  recent: 'Carian terkini',
  popular: 'Alat popular',
  searching: 'Mencari…',
  failed: 'Carian gagal. Sila cuba lagi.',
  none: (q: string) => `Tiada hasil untuk “${q}”.`,
  didYouMean: NOTHING_FOUND_MESSAGES.didYouMean,
  hint: '↑↓ untuk pilih, Enter untuk buka, Esc untuk tutup',
} as const);
