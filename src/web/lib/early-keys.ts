// Issue 34: the keyboard shortcuts' code (app/keyboard-shortcuts.tsx) comes with the app chrome,
// after the page's first paint. A shortcut pressed before it has arrived is kept here (the
// browser's own use of the key stopped, as the shortcut stops it) and done when it arrives, with
// the keys typed after Ctrl/Cmd+K for the box it opens. Small: every first load carries it.

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Keys typed into a field belong to the field (docs/product.md#keyboard-shortcuts). */
export const isTypingIn = (target: EventTarget | null) =>
  target instanceof Element && target.closest(FIELDS) !== null;

/** The keys pressed with Ctrl or Cmd that are shortcuts (lib/shortcuts.ts says what each does). */
export const MODIFIER_KEYS = 'kdtlwp';
export const HELP_KEY = '?';

let kept: KeyboardEvent[] | null = [];
let searching = false;

function keep(event: KeyboardEvent) {
  if (event.repeat || event.defaultPrevented || event.isComposing || event.altKey) return;
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
}

if (typeof window !== 'undefined') window.addEventListener('keydown', keep);

/** The keys kept so far; from now on the shortcuts' own listener hears them. */
export function takeEarlyKeys() {
  if (typeof window !== 'undefined') window.removeEventListener('keydown', keep);
  const keys = kept ?? [];
  kept = null;
  return keys;
}
