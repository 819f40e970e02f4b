// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from '@shared/theme';
import { CHROME_MESSAGES as M } from './messages';
import ThemeToggle from './theme-toggle';

/** A device whose dark setting the test turns on and off, as matchMedia reports it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener({ matches: next })));
    },
  };
}

/** What the page's head does before the first paint. */
const runHeadScript = () => new Function(THEME_SCRIPT)();
const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('theme (issue 20)', () => {
  it('follows the device until the person chooses, then keeps the choice', () => {
    const device = fakeDevice(true);
    runHeadScript();
    expect(isDark()).toBe(true);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: M.darkTheme });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    device.set(false);
    expect(isDark()).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // Chosen: the device's setting no longer decides, and the next page starts dark.
    device.set(false);
    expect(isDark()).toBe(true);
    document.documentElement.className = '';
    runHeadScript();
    expect(isDark()).toBe(true);
  });

  it('follows the device where storage cannot be read', () => {
    fakeDevice(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    runHeadScript();
    expect(isDark()).toBe(true);
  });
});
