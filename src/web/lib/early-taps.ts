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
 * The element itself, which hydration keeps, or the one that took its id since (a list's plain
 * search box replaced by the suggesting one once its code arrived).
 */
function current<T extends HTMLElement>(element: T): T | null {
  if (element.isConnected) return element;
  const successor = element.id ? document.getElementById(element.id) : null;
  return successor instanceof element.constructor ? (successor as T) : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a field was given, given again as a person's own typing (or tick), which the form's
 * library or the box's state hears. Given even where hydration left it in the field, as the
 * page's state may not hold it: React notes what a field holds when it hydrates it (at the
 * latest on an event in it) and hears an event as a change only when the field holds something
 * else since. So the field is first set to something else and an event hydrates it, then what
 * it was given is set through the browser's own setter, and the event sent again. (A list,
 * whose every change React hears, is given its choice once.)
 */
function restore(field: Field, value: string | boolean) {
  // React hears every change of a list as a change: given once, as the browser gives it.
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const ticked = typeof value === 'boolean';
  const property = ticked ? 'checked' : 'value';
  // React hears a tick on 'click' (a plain event, which does not tick the box again).
  const type = ticked ? 'click' : 'input';
  const state = field as unknown as Record<string, string | boolean>;
  state[property] = ticked ? !value : value === '' ? ' ' : '';
  field.dispatchEvent(new Event(type, { bubbles: true }));
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Does again what a person did before React took the page, now that it answers: what fields
 * were given, the buttons tapped and, once the page has taken the words in, Enter in a box
 * outside a form. Called in a task of its own once the app has taken the page over
 * (app/app-tree.tsx): from inside React's own work a press on a part it hydrates later is dropped.
 */
export function replayEarlyTaps() {
  const kept = early();
  if (!kept) return;
  kept.done = true;
  kept.replayed = true;
  for (const [field, value] of kept.fields) {
    const now = current(field);
    if (now) restore(now, value);
  }
  kept.fields.clear();
  for (const button of kept.taps.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
  const enters = kept.enters.splice(0);
  if (enters.length === 0) return;
  // A task later, when the words given above are the box's own (React renders them first).
  setTimeout(() => {
    for (const box of enters) {
      current(box)?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    }
  });
}
