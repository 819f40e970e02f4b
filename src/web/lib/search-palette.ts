// Issue 22: Ctrl/Cmd+K on a page without a search box of its own asks for the search-everything
// palette with this event; the header's search button (on the member pages) answers it by
// opening the palette and cancelling the event.
export const OPEN_SEARCH_EVENT = 'habai:open-search';

/** The palette's box, which takes what was typed while it was on its way. */
export const PALETTE_BOX_ID = 'search-everything';

// Issue 34: the palette's code may still be on its way when it is asked for (a slow phone), and
// the words typed right after Ctrl/Cmd+K would fall on the page. From the moment it is asked
// for until its box has the focus, those keys are kept here, and the box starts with them.
let typed: string | null = null;

/** Keeps a key for the palette's box, while it is on its way (also a key kept before the shortcuts' code came). */
export function keepTyped(event: KeyboardEvent) {
  if (typed === null || document.activeElement?.id === PALETTE_BOX_ID) return;
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else return;
  event.preventDefault();
}

/** What was typed since the palette was asked for; from now on the box takes the keys itself. */
export function takeTyped() {
  const text = typed ?? '';
  typed = null;
  window.removeEventListener('keydown', keepTyped, true);
  return text;
}

/** Opens the palette; false when this page has none. */
export function openSearchPalette() {
  const answered = !window.dispatchEvent(new Event(OPEN_SEARCH_EVENT, { cancelable: true }));
  if (answered && typed === null && document.activeElement?.id !== PALETTE_BOX_ID) {
    typed = '';
    window.addEventListener('keydown', keepTyped, true);
  }
  return answered;
}
