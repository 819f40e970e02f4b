// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_SEARCH_EVENT, PALETTE_BOX_ID, openSearchPalette, takeTyped } from './search-palette';

const type = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });
  document.body.dispatchEvent(event);
  return event;
};
const answer = (event: Event) => event.preventDefault();

describe('the palette asked for before its code has come (issue 34)', () => {
  afterEach(() => {
    takeTyped();
    window.removeEventListener(OPEN_SEARCH_EVENT, answer);
    document.body.innerHTML = '';
  });

  it('keeps the words typed meanwhile for its box, and then lets keys be', () => {
    window.addEventListener(OPEN_SEARCH_EVENT, answer);
    expect(openSearchPalette()).toBe(true);
    for (const key of 'gamx') expect(type(key).defaultPrevented).toBe(true);
    type('Backspace');
    type('b');
    expect(type('Shift').defaultPrevented).toBe(false);
    expect(takeTyped()).toBe('gamb');
    expect(type('a').defaultPrevented).toBe(false);
    expect(takeTyped()).toBe('');
  });

  it('keeps nothing where no palette answers, or once its box has the focus', () => {
    expect(openSearchPalette()).toBe(false);
    expect(type('g').defaultPrevented).toBe(false);

    window.addEventListener(OPEN_SEARCH_EVENT, answer);
    openSearchPalette();
    const box = document.createElement('input');
    box.id = PALETTE_BOX_ID;
    document.body.append(box);
    box.focus();
    expect(type('g').defaultPrevented).toBe(false);
    expect(takeTyped()).toBe('');
  });
});
