// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeEarlyKeys } from './early-keys';

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('keys pressed before the shortcuts have loaded (issue 34)', () => {
  it('keeps the shortcuts and the words typed after Ctrl/Cmd+K, and nothing else, until taken', () => {
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('g').defaultPrevented).toBe(false); // no shortcut yet: the page's
    expect(press('c', { ctrlKey: true }).defaultPrevented).toBe(false); // copy stays the browser's
    expect(press('k', { ctrlKey: true }, field).defaultPrevented).toBe(false); // a field's own
    expect(press('t', { ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    const kept = [press('k', { metaKey: true }), press('g'), press('a'), press('?')];
    expect(kept.every((e) => e.defaultPrevented)).toBe(true);
    expect(takeEarlyKeys()).toEqual(kept);

    // From now on the shortcuts' own listener hears them.
    expect(press('d', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyKeys()).toEqual([]);
  });
});
