import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type * as AppChromeModule from './app-chrome';
// Keeps a shortcut pressed before the chrome's code has come (issue 34).
import '../lib/early-keys';
import { markPageShown } from '../lib/page-shown';
import { RouteTitle } from './route-title';

type ChromeModule = typeof AppChromeModule;

// The shared chrome (prompts, connectivity, shortcuts) is not in the first page's script
// (docs/architecture.md#performance-budgets): its file is asked for as soon as the app starts, beside the page's own, and never
// holds the page back. It mounts the moment it has arrived (no Suspense boundary, whose reveal
// React may hold back), so the shortcuts answer from the page's first moments. Should it fail to
// load (a network drop at that instant), the page goes on without it.
let loadedChrome: ChromeModule | null = null;
const chromeFile = import.meta.glob<ChromeModule>('@web/app/app-chrome.tsx');
/** Its file (from src/web): a page the server renders asks for it with the HTML (issue 34). */
export const CHROME_FILE = Object.keys(chromeFile)[0]!;
// Not in the prerender (prerender.tsx): the chrome is the browser's alone.
const chrome = (
  typeof window === 'undefined' ? Promise.resolve(null) : chromeFile[CHROME_FILE]!()
).then(
  (module) => (loadedChrome = module),
  (error: unknown) => {
    console.warn('The app chrome (prompts, connectivity, shortcuts) failed to load.', error);
    return null;
  },
);

/**
 * The chrome once it has arrived. Nothing while a prerendered page hydrates (the server's
 * snapshot, as in its HTML); React shows it right after.
 */
const useChrome = () =>
  useSyncExternalStore(
    (changed) => {
      void chrome.then(changed);
      return () => {};
    },
    () => loadedChrome,
    () => null,
  );

/** Every route renders inside this: the page, plus the app-wide pieces that need the router. */
export function RootLayout() {
  const chromeModule = useChrome();
  // From now on a member page's loader waits for its data (router.tsx, issue 33).
  useEffect(markPageShown, []);
  return (
    <>
      <Outlet />
      {/* A new page opens at its top (or at its URL's anchor); Back and Forward return to where
          that page was left (docs/architecture.md#navigation). */}
      <ScrollRestoration />
      <RouteTitle />
      {chromeModule && <chromeModule.AppChrome />}
    </>
  );
}
