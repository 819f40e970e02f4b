import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type Theme } from '@shared/theme';
import { readStored, writeStored } from './storage';

// Issue 20: the theme lives on <html class="dark"> (set before the first paint by the head's
// script, shared/theme.ts); this is how the page reads and changes it afterwards.

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const apply = (theme: Theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
};

export const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/** The person's choice, remembered; from then on the device's setting no longer decides. */
export function chooseTheme(theme: Theme) {
  writeStored(THEME_STORAGE_KEY, theme);
  apply(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Until the person chooses, the page follows the device when its setting changes.
  const media = window.matchMedia?.(DARK_QUERY);
  const follow = (event: MediaQueryListEvent) => {
    if (!readStored(THEME_STORAGE_KEY)) apply(event.matches ? 'dark' : 'light');
  };
  media?.addEventListener('change', follow);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', follow);
  };
}

/** The theme shown now; the prerender draws the light one. */
export const useTheme = () => useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
