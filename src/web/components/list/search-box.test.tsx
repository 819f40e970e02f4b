// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../lib/test-render';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * A list page whose address, as the router's, moves only when the test says the list has
 * loaded (`land`), or when something outside the box changes it (`goTo`).
 */
function renderList() {
  const asked: [string, string][] = [];
  let setAddress: (q: string) => void = () => {};
  function List() {
    const [address, set] = useState('');
    setAddress = set;
    return (
      <SearchBox
        id="s"
        label="Cari"
        placeholder=""
        value={address}
        onSearch={(q, replaces) => asked.push([q, replaces])}
      />
    );
  }
  renderWithClient(<List />);
  const box = screen.getByRole('searchbox', { name: 'Cari' }) as HTMLInputElement;
  return {
    box,
    asked,
    type: (text: string) => fireEvent.change(box, { target: { value: text } }),
    pause: () => act(() => vi.advanceTimersByTime(250)),
    land: (q: string) => act(() => setAddress(q)),
    goTo: (q: string) => act(() => setAddress(q)),
  };
}

describe('SearchBox while the address catches up', () => {
  it('keeps what was typed after a search was sent, and sends it once its search has arrived', () => {
    const list = renderList();
    list.type('ab');
    list.pause();
    expect(list.asked).toEqual([['ab', '']]);

    // Typed on while the list for 'ab' loads; then the address shows 'ab'.
    list.type('abc');
    list.land('ab');
    expect(list.box.value).toBe('abc');
    list.pause();
    expect(list.asked).toEqual([
      ['ab', ''],
      ['abc', 'ab'],
    ]);
  });

  it('does not send again the search on its way when Enter is pressed again', () => {
    const list = renderList();
    list.type('ai');
    fireEvent.keyDown(list.box, { key: 'Enter' });
    fireEvent.keyDown(list.box, { key: 'Enter' });
    list.pause();
    expect(list.asked).toEqual([['ai', '']]);
    // Once it has arrived, Enter on the same words leaves the address as it is, as before.
    list.land('ai');
    fireEvent.keyDown(list.box, { key: 'Enter' });
    expect(list.asked).toEqual([
      ['ai', ''],
      ['ai', 'ai'],
    ]);
  });

  it('sends the newer search over one still on its way', () => {
    const list = renderList();
    list.type('ab');
    list.pause();
    list.type('abc');
    list.pause();
    expect(list.asked).toEqual([
      ['ab', ''],
      ['abc', ''],
    ]);
    // The first arrives late: still the box's own, so the text stays.
    list.land('ab');
    expect(list.box.value).toBe('abc');
    list.land('abc');
    expect(list.box.value).toBe('abc');
  });

  it('follows a change from outside and drops the search still waiting', () => {
    const list = renderList();
    list.type('ab');
    list.pause();
    list.land('ab');
    list.type('abc');
    // "Clear filters" before the pause is over.
    list.goTo('');
    expect(list.box.value).toBe('');
    list.pause();
    expect(list.asked).toEqual([['ab', '']]);
  });
});
