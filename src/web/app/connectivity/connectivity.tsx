import { ConnectionCard } from './connection-card';
import { CONNECTIVITY_MESSAGES as M } from './messages';
import { OfflineBanner } from './offline-banner';
import { useConnectivity } from './use-connectivity';

/**
 * The connection pieces of the shared chrome, one at a time (decision 029): offline, the banner;
 * online with the server not answering, the connection card.
 */
export function Connectivity() {
  const { online, serverReady, lastOnline, bannerOpen, retriedOffline, retry, dismiss } =
    useConnectivity();
  return (
    <>
      {/* Mounted from the start, so a screen reader hears the change when the connection goes
          (a live region that appears with its text is often not read). */}
      <p role="status" className="sr-only">
        {online ? '' : M.offline}
      </p>
      {online && !serverReady && <ConnectionCard />}
      {bannerOpen && (
        <OfflineBanner
          lastOnline={lastOnline}
          retried={retriedOffline}
          onRetry={retry}
          onDismiss={dismiss}
        />
      )}
    </>
  );
}
