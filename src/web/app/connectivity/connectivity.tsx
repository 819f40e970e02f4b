import { ConnectionCard } from './connection-card';
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
