import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { readStored, writeStored } from '../../lib/storage';
import {
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  parseDismissedAt,
  shouldOfferInstall,
} from './install-rules';
import { PWA_MESSAGES as M } from './messages';
import { PromptCard } from './prompt-card';

/** Chromium's installation offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

function isStandalone() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function mayOffer() {
  return shouldOfferInstall({
    now: Date.now(),
    dismissedAt: parseDismissedAt(readStored(INSTALL_DISMISSED_KEY)),
    standalone: isStandalone(),
  });
}

// The browser may offer installation before the first page has loaded and this card mounted,
// so the offer is caught as soon as the app's script runs and kept here with its time.
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

/** SPEC §4: the install card, 3 seconds after the browser offers installation. */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      const current = lastOffer;
      if (!current || !mayOffer()) return setOffer(null);
      // 3 s after the browser's offer, however long ago that was.
      const wait = Math.max(0, current.at + INSTALL_PROMPT_DELAY_MS - Date.now());
      timer = window.setTimeout(() => setOffer(current.event), wait);
    };
    onChange();
    offerListeners.add(onChange);
    return () => {
      window.clearTimeout(timer);
      offerListeners.delete(onChange);
    };
  }, []);

  if (!offer) return null;
  const install = () => {
    // An offer can be used once.
    lastOffer = null;
    setOffer(null);
    void offer.prompt();
  };
  const later = () => {
    writeStored(INSTALL_DISMISSED_KEY, String(Date.now()));
    setOffer(null);
  };
  return (
    <PromptCard
      title={M.installTitle}
      body={M.installBody}
      // Phones: full width, above the feedback button; wider screens: bottom left.
      className="inset-x-4 bottom-20 sm:inset-x-auto sm:bottom-6 sm:left-6"
    >
      <Button variant="outline" size="sm" onClick={later}>
        {M.later}
      </Button>
      <Button size="sm" onClick={install}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {M.install}
      </Button>
    </PromptCard>
  );
}
