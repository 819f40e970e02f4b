// Issue 22: Ctrl/Cmd+K on a page without a search box of its own asks for the search-everything
// palette with this event; the header's search button (on the member pages) answers it by
// opening the palette and cancelling the event.
export const OPEN_SEARCH_EVENT = 'habai:open-search';

/** Marks the header's button that opens the palette: a page with it has the palette. */
export const PALETTE_BUTTON_ATTRIBUTE = 'data-opens-palette';

let loadPalette: (() => Promise<unknown>) | null = null;
let paletteWanted = false;

/**
 * The palette's code (its combobox and dialog with it) is asked for once the page is idle, or as
 * soon as Ctrl/Cmd+K is pressed before the page has answered (lib/early-keys.ts, issue 34): it
 * then loads beside the page's own script, not after it. The header's search button, whose
 * code comes with the page, says how to load it.
 */
export function providePaletteLoader(load: () => Promise<unknown>) {
  loadPalette = load;
  if (paletteWanted) void load();
}

/** Asks for the palette's code now (or as soon as it is known how). */
export function wantPalette() {
  paletteWanted = true;
  if (loadPalette) void loadPalette();
}

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
