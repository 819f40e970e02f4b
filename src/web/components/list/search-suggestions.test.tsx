// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import { TOOL_CATEGORIES } from '@shared/constants';
import { renderWithClient, testMember } from '../../lib/test-render';
import { loadSearchSuggestions, SearchBox } from './search-box';

// The suggestions' code loads on a box's first focus; here it is there from the first render.
beforeAll(async () => {
  await loadSearchSuggestions();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The recent searches stored for the signed-in test member. */
const MINE = `recent-searches:${testMember.id}`;
const storedRecent = (key = MINE): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/**
 * A list's search box whose list filters by the 10 categories (as /tools does), shown to the test
 * member unless `user` says otherwise (null: a visitor).
 */
function renderBox(
  value = '',
  categories: readonly string[] = TOOL_CATEGORIES,
  user: SessionUser | null = testMember,
) {
  const onSearch = vi.fn();
  const choose = vi.fn();
  renderWithClient(
    <SearchBox
      id="s"
      label="Cari"
      placeholder=""
      value={value}
      onSearch={onSearch}
      suggestions
      category={{ names: categories, choose }}
    />,
    { user },
  );
  return { box: screen.getByRole('combobox', { name: 'Cari' }), onSearch, choose };
}
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Cadangan carian' }))
    .getAllByRole('option')
    .map((o) => o.textContent);
const key = (box: HTMLElement, k: string) => fireEvent.keyDown(box, { key: k });

describe('SearchBox suggestions', () => {
  it('opens on focus with 5 recent searches, 5 popular tools and 5 popular categories', () => {
    localStorage.setItem(MINE, JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']));
    const { box } = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(optionNames()).toEqual([
      ...['a1', 'a2', 'a3', 'a4', 'a5'],
      ...['ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Midjourney'],
      ...['Writing', 'Design', 'Marketing', 'Productivity', 'Research'],
    ]);
    for (const heading of ['Carian terkini', 'Alat popular', 'Kategori popular']) {
      expect(screen.getByText(heading)).toBeTruthy();
    }
    expect(screen.getByRole('option', { name: 'Claude' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Alat popular').id,
    );
  });

  it('offers only the categories the list can filter by, and none without a category filter', () => {
    const { box } = renderBox('', ['all', 'Writing', 'Business']);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'i' } });
    expect(optionNames()).not.toContain('Design');
    expect(optionNames()).toContain('Writing');
    cleanup();
    renderWithClient(
      <SearchBox id="s" label="Cari" placeholder="" value="" onSearch={() => {}} suggestions />,
    );
    const plain = screen.getByRole('combobox', { name: 'Cari' });
    fireEvent.focus(plain);
    expect(screen.queryByText('Kategori popular')).toBeNull();
    expect(optionNames()).toContain('ChatGPT');
  });

  it('filters by what is typed and closes when nothing matches', () => {
    const { box } = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'de' } });
    expect(optionNames()).toEqual(['Claude', 'Design', 'Video']);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys, wraps, and Enter picks: the search runs at once and is kept', () => {
    vi.useFakeTimers();
    const { box, onSearch } = renderBox('lama');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'c' } });
    expect(optionNames()).toEqual([
      ...['ChatGPT', 'Claude', 'Copilot', 'Canva'],
      ...['Productivity', 'Research', 'Coding'],
    ]);
    // Nothing highlighted: Downshift leaves the attribute empty rather than out.
    expect(box.getAttribute('aria-activedescendant')).toBeFalsy();

    key(box, 'ArrowUp');
    expect(screen.getByRole('option', { name: 'Coding' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    const claude = screen.getByRole('option', { name: 'Claude' });
    expect(box.getAttribute('aria-activedescendant')).toBe(claude.id);
    expect(claude.getAttribute('aria-selected')).toBe('true');

    key(box, 'Enter');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Claude', 'lama');
    expect(box).toHaveProperty('value', 'Claude');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The typing's own delayed search is dropped: the pick replaced it.
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(storedRecent()).toEqual(['Claude']);
  });

  it('Enter with no suggestion chosen searches the typed words at once and keeps them', () => {
    const { box, onSearch } = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '  video AI ' } });
    key(box, 'Enter');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('video AI', '');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Typing opens the list again, the kept search on top.
    fireEvent.change(box, { target: { value: '' } });
    expect(optionNames()[0]).toBe('video AI');
  });

  it("offers only the member's own recent searches, never the old shared list", () => {
    localStorage.setItem('recent-searches:other', JSON.stringify(['orang lain']));
    localStorage.setItem('recent-searches', JSON.stringify(['lama']));
    localStorage.setItem(MINE, JSON.stringify(['saya']));
    const { box } = renderBox();
    fireEvent.focus(box);
    expect(optionNames()[0]).toBe('saya');
    expect(optionNames()).not.toContain('orang lain');
    expect(optionNames()).not.toContain('lama');
    expect(localStorage.getItem('recent-searches')).toBeNull();
  });

  it('offers a visitor no recent searches and remembers none of theirs', () => {
    localStorage.setItem(MINE, JSON.stringify(['rahsia ahli']));
    const { box, onSearch } = renderBox('', TOOL_CATEGORIES, null);
    fireEvent.focus(box);
    expect(screen.queryByText('Carian terkini')).toBeNull();
    expect(optionNames()).not.toContain('rahsia ahli');
    expect(optionNames()[0]).toBe('ChatGPT');

    fireEvent.change(box, { target: { value: 'video AI' } });
    key(box, 'Enter');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('video AI', '');
    fireEvent.change(box, { target: { value: '' } });
    expect(optionNames()).not.toContain('video AI');
    expect(Object.keys(localStorage)).toEqual([MINE]);
    expect(storedRecent()).toEqual(['rahsia ahli']);
  });

  it('Escape closes the list, and ArrowDown opens it again', () => {
    const { box } = renderBox();
    fireEvent.focus(box);
    key(box, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    key(box, 'ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes 150 ms after the box loses focus, so a click on a suggestion still lands', () => {
    vi.useFakeTimers();
    const { box, onSearch, choose } = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'wri' } });
    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(140));
    fireEvent.click(screen.getByRole('option', { name: 'Writing' }));
    // A category filters the list by it: the words typed are not searched for it.
    expect(choose).toHaveBeenCalledExactlyOnceWith('Writing');
    expect(onSearch).not.toHaveBeenCalledWith('Writing', '');

    fireEvent.focus(box);
    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('tells assistive technology what is offered and what the arrow keys highlight', () => {
    vi.useFakeTimers();
    const { box } = renderBox();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);

    const listbox = screen.getByRole('listbox', { name: 'Cadangan carian' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    // Each option is named by its text and described by its group's heading.
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      ...['ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Midjourney'],
      ...['Writing', 'Design', 'Marketing', 'Productivity', 'Research'],
    ]);
    expect(within(listbox).getByRole('option', { name: 'Design' })).toBe(options[6]);
    expect(options[6]!.getAttribute('aria-describedby')).toBe(
      screen.getByText('Kategori popular').id,
    );
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);

    /** The option the box names as active: it alone is aria-selected. */
    const highlighted = () => {
      const selected = options.filter((o) => o.getAttribute('aria-selected') === 'true');
      const active = box.getAttribute('aria-activedescendant');
      expect(selected.map((o) => o.id)).toEqual(active ? [active] : []);
      return selected[0]?.textContent ?? null;
    };
    expect(highlighted()).toBeNull();
    key(box, 'ArrowDown');
    expect(highlighted()).toBe('ChatGPT');
    key(box, 'ArrowDown');
    expect(highlighted()).toBe('Claude');
    key(box, 'ArrowUp');
    key(box, 'ArrowUp');
    expect(highlighted()).toBe('Research');
    key(box, 'ArrowDown');
    expect(highlighted()).toBe('ChatGPT');
    // Home and End move the caret in the box, not the highlight; the pointer does not either.
    key(box, 'End');
    key(box, 'Home');
    fireEvent.mouseMove(options[3]!);
    expect(highlighted()).toBe('ChatGPT');

    // Until it closes, 150 ms after the box loses focus, the list and highlight stay announced.
    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(149));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(highlighted()).toBe('ChatGPT');
    act(() => vi.advanceTimersByTime(1));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeFalsy();
    expect(screen.queryByRole('listbox')).toBeNull();
    // The listbox stays in the page, hidden, so aria-controls always names it.
    expect(document.getElementById(box.getAttribute('aria-controls')!)).toHaveProperty(
      'hidden',
      true,
    );
  });

  it('keeps words left in the box when it loses focus', () => {
    const { box } = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'podcast ' } });
    fireEvent.blur(box);
    expect(storedRecent()).toEqual(['podcast']);
  });

  it('is a plain search box, without suggestions, unless asked', () => {
    renderWithClient(<SearchBox id="s" label="Cari" placeholder="" value="" onSearch={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.focus(box);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.hasAttribute('data-page-search')).toBe(true);
  });
});

describe('SearchBox before its suggestions are loaded', () => {
  it('is a plain box that becomes the combobox on its first focus, keeping the focus and text', async () => {
    vi.resetModules();
    const fresh = await import('./search-box');
    localStorage.setItem(MINE, JSON.stringify(['canva']));
    renderWithClient(
      <fresh.SearchBox
        id="s"
        label="Cari"
        placeholder=""
        value="can"
        onSearch={() => {}}
        suggestions
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    act(() => screen.getByRole('searchbox', { name: 'Cari' }).focus());
    const box = await screen.findByRole('combobox', { name: 'Cari' });
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('can');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toContain('canva');
  });
});
