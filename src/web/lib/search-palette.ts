// Issue 22: Ctrl/Cmd+K on a page without a search box of its own asks for the search-everything
// palette with this event; the header's search button (on the member pages) answers it by
// opening the palette and cancelling the event.
export const OPEN_SEARCH_EVENT = 'habai:open-search';

/** Opens the palette; false when this page has none. */
export const openSearchPalette = () =>
  !window.dispatchEvent(new Event(OPEN_SEARCH_EVENT, { cancelable: true }));
