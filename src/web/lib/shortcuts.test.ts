// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MODIFIER_KEYS } from './early-keys';
import { MODIFIER_SHORTCUTS, shortcutFor } from './shortcuts';

const press = (
  key: string,
  init: Partial<KeyboardEvent> = {},
  target: EventTarget = document.body,
) =>
  shortcutFor({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    target,
    ...init,
  });

describe('shortcutFor', () => {
  it('maps Ctrl or Cmd with K, D, T, L, W, P (either case) to search and the five screens', () => {
    expect(press('k', { ctrlKey: true })).toEqual({ kind: 'search' });
    expect(press('k', { metaKey: true })).toEqual({ kind: 'search' });
    expect(press('d', { ctrlKey: true })).toEqual({ kind: 'go', to: '/dashboard' });
    expect(press('T', { metaKey: true })).toEqual({ kind: 'go', to: '/tools' });
    expect(press('l', { ctrlKey: true })).toEqual({ kind: 'go', to: '/learning' });
    expect(press('w', { ctrlKey: true })).toEqual({ kind: 'go', to: '/workflows' });
    expect(press('p', { metaKey: true })).toEqual({ kind: 'go', to: '/prompt' });
  });

  it("shows the help on '?' alone", () => {
    expect(press('?', { shiftKey: true })).toEqual({ kind: 'help' });
    expect(press('?', { ctrlKey: true })).toBeNull();
  });

  it('leaves other keys and combinations to the browser', () => {
    expect(press('t')).toBeNull();
    expect(press('x', { ctrlKey: true })).toBeNull();
    expect(press('t', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('t', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('k', { ctrlKey: true, isComposing: true })).toBeNull();
  });

  it('is ignored while typing in a field', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    for (const field of [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
      inside,
    ]) {
      expect(press('k', { ctrlKey: true }, field)).toBeNull();
      expect(press('?', { shiftKey: true }, field)).toBeNull();
    }
    const readOnly = document.createElement('div');
    readOnly.setAttribute('contenteditable', 'false');
    expect(press('d', { ctrlKey: true }, readOnly)).toEqual({ kind: 'go', to: '/dashboard' });
  });
});

describe('the keys kept before the shortcuts load (early-keys.ts)', () => {
  it('are the Ctrl/Cmd keys of the shortcut table', () => {
    expect([...MODIFIER_KEYS].sort()).toEqual(MODIFIER_SHORTCUTS.map((s) => s.key).sort());
  });
});
