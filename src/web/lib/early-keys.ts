// Issue 34: the keyboard shortcuts' code (app/keyboard-shortcuts.tsx) comes with the app chrome,
// after the page's first paint. A shortcut pressed before it has arrived is kept here (the
// browser's own use of the key stopped, as the shortcut stops it) and done when it arrives, with
// the keys typed after Ctrl/Cmd+K for the box it opens. Small: every first load carries it.

import { MODIFIER_KEYS, type EarlyInput } from '@shared/early-input';
import { PALETTE_BUTTON_ATTRIBUTE, wantPalette } from './search-palette';

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Keys typed into a field belong to the field (docs/product.md#keyboard-shortcuts). */
export const isTypingIn = (target: EventTarget | null) =>
  target instanceof Element && target.closest(FIELDS) !== null;

export { MODIFIER_KEYS };

/** Marks a page's search box as the one Ctrl/Cmd+K focuses. */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';
export const HELP_KEY = '?';

let kept: KeyboardEvent[] | null = [];
let searching = false;

function keep(event: KeyboardEvent, stoppedEarly = false) {
  if (event.repeat || event.isComposing || event.altKey) return;
  if (event.defaultPrevented && !stoppedEarly) return;
  if (isTypingIn(event.target)) return;
  const key = event.key.toLowerCase();
  const modified = event.ctrlKey || event.metaKey;
  const shortcut = modified
    ? !event.shiftKey && key.length === 1 && MODIFIER_KEYS.includes(key)
    : key === HELP_KEY;
  // After Ctrl/Cmd+K, the words for the box it opens.
  const typing = searching && !modified && (key.length === 1 || key === 'backspace');
  if (!shortcut && !typing) return;
  if (shortcut) searching = modified && key === 'k';
  event.preventDefault();
  kept!.push(event);
  // Ctrl/Cmd+K on a page whose search is the palette: its code comes beside the page's own
  // (not once the shortcuts' code has arrived and asked for it), so the palette opens sooner.
  if (shortcut && searching && opensPalette()) wantPalette();
}

/** The page's own search box, which Ctrl/Cmd+K focuses (docs/product.md#keyboard-shortcuts). */
export const pageSearchBox = () =>
  document.querySelector<HTMLElement>(`[${PAGE_SEARCH_ATTRIBUTE}]`);

/** Whether Ctrl/Cmd+K opens the palette here (no search box of the page's own to focus). */
const opensPalette = () =>
  !pageSearchBox() && document.querySelector(`[${PALETTE_BUTTON_ATTRIBUTE}]`) !== null;

const listen = (event: KeyboardEvent) => keep(event);

if (typeof window !== 'undefined') {
  window.addEventListener('keydown', listen);
  // Keys pressed before this script ran, kept by the page's first inline script (its own
  // Ctrl/Cmd shortcuts already stopped there): from now on this listener hears them.
  const early = (window as { __habEarly?: EarlyInput }).__habEarly;
  if (early) {
    early.keysTaken = true;
    for (const event of early.keys.splice(0)) keep(event, true);
  }
}

/** The keys kept so far; from now on the shortcuts' own listener hears them. */
export function takeEarlyKeys() {
  if (typeof window !== 'undefined') window.removeEventListener('keydown', listen);
  const keys = kept ?? [];
  kept = null;
  return keys;
}
