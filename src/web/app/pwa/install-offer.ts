/** Chromium's installation offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

// The browser may offer installation before the first page has loaded and the install card
// (install-prompt.tsx, loaded after the first render) mounted, so the offer is caught as soon as
// the app's script runs (main.tsx imports this module) and kept here with its time.
let lastOffer: { event: BeforeInstallPromptEvent; at: number } | null = null;
const offerListeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our card replaces the browser's own install banner, also while it is snoozed.
    event.preventDefault();
    lastOffer = { event: event as BeforeInstallPromptEvent, at: Date.now() };
    offerListeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    lastOffer = null;
    offerListeners.forEach((listener) => listener());
  });
}

/** The browser's latest offer not yet used, with when it came. */
export const currentOffer = () => lastOffer;

/** An offer can be used once. */
export function forgetOffer() {
  lastOffer = null;
}

/** Calls `listener` on every new offer and on installation; answers how to stop. */
export function onOfferChange(listener: () => void) {
  offerListeners.add(listener);
  return () => void offerListeners.delete(listener);
}
