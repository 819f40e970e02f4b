import type { EarlyInput } from '@shared/early-input';

const early = () =>
  typeof window === 'undefined' ? undefined : (window as { __habEarly?: EarlyInput }).__habEarly;

/**
 * Issue 34: from the moment React takes the page (main.tsx, just before it hydrates), a tap is
 * React's to answer (it hydrates what was tapped first); the page's first inline script
 * (shared/early-input.ts) keeps no more.
 */
export function stopEarlyTaps() {
  const kept = early();
  if (kept) kept.done = true;
}

/**
 * Presses the buttons tapped before React took the page again, now that it answers: hydration
 * kept the very elements, so each press lands where the person pressed. Called once the app has
 * taken the page over (app/app-tree.tsx).
 */
export function replayEarlyTaps() {
  const kept = early();
  if (!kept) return;
  kept.done = true;
  // What a field was given before the script ran, given again where hydration set it back, as
  // a person's own typing (the form's library hears it).
  for (const [field, value] of kept.fields) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      if (field instanceof HTMLInputElement && field.checked !== value) field.click();
    } else if (field.value !== value) {
      const prototype = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
  }
  kept.fields.clear();
  for (const button of kept.taps.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
