import { useCallback, useSyncExternalStore } from 'react';

/** Phones, as the member layout draws them: below the header's breakpoint (`md`). */
export const BELOW_MD = '(max-width: 767px)';
/** Narrow phones: below `sm`, where the workflow runner's bar sits at the bottom. */
export const BELOW_SM = '(max-width: 639px)';

/**
 * Whether the window matches a media query, followed as it changes. Where there is no
 * `matchMedia` (the prerender, jsdom), never.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render (the runner renders every second).
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
