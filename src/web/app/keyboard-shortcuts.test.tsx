// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../components/list/search-box';
import { renderWithClient } from '../lib/test-render';
import { KeyboardShortcuts } from './keyboard-shortcuts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderShortcuts({ withSearch = false, user }: { withSearch?: boolean; user?: null } = {}) {
  return renderWithClient(
    <>
      <KeyboardShortcuts />
      <Where />
      {withSearch && <SearchBox id="s" label="Cari" placeholder="" value="" onSearch={() => {}} />}
      <button>Butang</button>
      <Toaster />
    </>,
    user === null ? { user } : {},
  );
}

/** Presses `key` on the page; returns whether the app kept the browser from acting on it. */
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  !fireEvent.keyDown(target, { key, ...init });
const where = () => screen.getByRole('status').textContent;

describe('KeyboardShortcuts', () => {
  it('goes to the five screens with Ctrl or Cmd, keeping the key from the browser', () => {
    renderShortcuts();
    expect(press('t', { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/tools');
    expect(press('d', { metaKey: true })).toBe(true);
    expect(where()).toBe('/dashboard');
    press('l', { ctrlKey: true });
    expect(where()).toBe('/learning');
    press('w', { ctrlKey: true });
    expect(where()).toBe('/workflows');
    press('p', { ctrlKey: true });
    expect(where()).toBe('/prompt');
    // Not a shortcut: the browser keeps it.
    expect(press('r', { ctrlKey: true })).toBe(false);
  });

  it('focuses the search box on Ctrl+K, and leaves the key to the browser on a page without one', () => {
    const { unmount } = renderShortcuts({ withSearch: true });
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Cari' }));
    unmount();

    renderShortcuts();
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing while typing in a field', () => {
    renderShortcuts({ withSearch: true });
    const box = screen.getByRole('searchbox');
    expect(press('t', { ctrlKey: true }, box)).toBe(false);
    expect(press('?', { shiftKey: true }, box)).toBe(false);
    expect(where()).toBe('/');
    // A focused button is not a field.
    expect(press('t', { ctrlKey: true }, screen.getByRole('button', { name: 'Butang' }))).toBe(
      true,
    );
    expect(where()).toBe('/tools');
  });

  it("shows the list of shortcuts on '?' for 10 seconds", async () => {
    vi.useFakeTimers();
    renderShortcuts();
    expect(press('?', { shiftKey: true })).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Pintasan papan kekunci')).toBeTruthy();
    expect(screen.getByText('Ctrl/⌘ + T')).toBeTruthy();
    expect(screen.getByText('?')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(9_700));
    expect(screen.queryByText('Pintasan papan kekunci')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Pintasan papan kekunci')).toBeNull();
  });

  it('gives visitors search and help, but no way into the member screens', () => {
    renderShortcuts({ user: null, withSearch: true });
    expect(press('t', { ctrlKey: true })).toBe(false);
    expect(where()).toBe('/');
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('acts once for a key held down', () => {
    renderShortcuts();
    expect(press('t', { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/tools');
    expect(press('d', { ctrlKey: true, repeat: true })).toBe(false);
    expect(where()).toBe('/tools');
  });
});
