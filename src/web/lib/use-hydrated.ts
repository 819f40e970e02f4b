import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in a prerendered page's HTML and while the browser hydrates it, true once the script
 * runs the page (docs/architecture.md#first-paint). A submit button is disabled until then, so
 * Enter in a field typed into before the script arrived cannot send the form the browser's way
 * (a GET with the password in the address).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
