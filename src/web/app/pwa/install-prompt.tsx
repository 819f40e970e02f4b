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
import {
  currentOffer,
  forgetOffer,
  onOfferChange,
  type BeforeInstallPromptEvent,
} from './install-offer';
import { PWA_MESSAGES as M } from './messages';
import { PromptCard } from './prompt-card';

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

/** docs/product.md#connectivity-and-pwa: the install card, 3 seconds after the browser offers installation. */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      const current = currentOffer();
      if (!current || !mayOffer()) return setOffer(null);
      // 3 s after the browser's offer, however long ago that was.
      const wait = Math.max(0, current.at + INSTALL_PROMPT_DELAY_MS - Date.now());
      timer = window.setTimeout(() => setOffer(current.event), wait);
    };
    onChange();
    const stopListening = onOfferChange(onChange);
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, []);

  if (!offer) return null;
  const install = () => {
    forgetOffer();
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
