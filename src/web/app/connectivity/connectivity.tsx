import { ConnectionCard } from './connection-card';
import { OfflineBanner } from './offline-banner';
import { useConnectivity } from './use-connectivity';

/** The connection pieces of the shared chrome: the connection card and the offline banner. */
export function Connectivity() {
  const { online, serverReady, lastOnline, bannerOpen, retry, dismiss } = useConnectivity();
  return (
    <>
      {!(online && serverReady) && <ConnectionCard online={online} />}
      {bannerOpen && <OfflineBanner lastOnline={lastOnline} onRetry={retry} onDismiss={dismiss} />}
    </>
  );
}
