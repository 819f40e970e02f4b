// Wording shared by every list page.
export const LIST_MESSAGES = {
  loadMore: 'Muat lagi',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  retry: 'Cuba lagi',
  noMatchHint: 'Cuba kata kunci lain atau kosongkan penapis.',
  clearFilters: 'Kosongkan penapis',
  // Issue 19: the member's own saved items only.
  savedOnly: 'Disimpan sahaja',
} as const;

/** '1 tool', '0 tools', '24 tools': the one place where a count picks its noun's number. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A list's count line (docs/product.md#lists-and-search 'Showing N tools'): showingCount('tool', 'tools')(1) is 'Showing 1 tool'. */
export const showingCount =
  (one: string, many: string) =>
  (n: number): string =>
    `Showing ${countOf(n, one, many)}`;
