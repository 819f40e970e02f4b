// Wording shared by every list page.
export const LIST_MESSAGES = {
  loadMore: 'Muat lagi',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  retry: 'Cuba lagi',
  noMatchHint: 'Cuba kata kunci lain atau kosongkan penapis.',
  clearFilters: 'Kosongkan penapis',
  // Issue 19: the member's own saved items only.
  savedOnly: 'Disimpan sahaja',
  // Issue 33: all the words together found nothing; the list holds what some of them find.
  someWords: 'Tiada padanan untuk semua perkataan; ini padanan untuk sebahagiannya.',
} as const;
